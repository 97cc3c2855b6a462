import { townToday } from '@contracts/dates';
import type { ServiceView, VendorDetail } from '@contracts/vendors';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAddToCart } from '~/features/cart/mutations';
import { availabilityWindow } from '~/features/vendors/availability';
import { BookingForm } from '~/features/vendors/components/booking-form';
import { availabilityQuery } from '~/features/vendors/queries';

/**
 * The vendor page's booking form, wired to the cart (and, offline, the outbox) and to the vendor's
 * open days. This runs only on the phone, after the app has adopted the server's page: the days are
 * asked for then, never drawn by the server.
 */
export function VendorBooking({
  userId,
  vendor,
  services,
}: {
  userId: string;
  vendor: VendorDetail;
  services: ServiceView[];
}) {
  const addToCart = useAddToCart(userId);
  const [shownDate, setShownDate] = useState('');
  const range = availabilityWindow(townToday(), shownDate);
  // While a further range loads, the nearer one stays (it says nothing of the new date, so no
  // message shows for it until its own answer arrives).
  const availability = useQuery({
    ...availabilityQuery(vendor.id, range),
    placeholderData: keepPreviousData,
  });
  return (
    <BookingForm
      vendor={vendor}
      services={services}
      availability={availability.data}
      onDateShown={setShownDate}
      onBook={(payload, label) =>
        addToCart.mutateAsync({ payload, label }).then(
          () => true,
          () => {
            // A refusal may be a day that filled since the form fetched it: ask again, so it says why.
            void availability.refetch();
            return false;
          },
        )
      }
    />
  );
}
