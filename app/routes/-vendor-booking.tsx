import { townToday } from '@contracts/dates';
import type { ServiceView, VendorDetail } from '@contracts/vendors';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '~/components/ui/toast';
import { useAddToCart } from '~/features/cart/mutations';
import { availabilityWindow } from '~/features/vendors/availability';
import type { BookingPayload, BookOutcome } from '~/features/vendors/booking';
import { BookingForm } from '~/features/vendors/components/booking-form';
import { availabilityQuery, servicesQuery } from '~/features/vendors/queries';
import { isPriceChanged } from '~/lib/price-changed';

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
  const queryClient = useQueryClient();
  const addToCart = useAddToCart(userId);
  const [shownDate, setShownDate] = useState('');
  const [choice, setChoice] = useState({ serviceId: '', time: '' });
  const range = availabilityWindow(townToday(), shownDate);
  // While a further range loads, the nearer one stays (it says nothing of the new date, so no
  // message shows for it until its own answer arrives).
  const availability = useQuery({
    ...availabilityQuery(vendor.id, range, choice),
    placeholderData: keepPreviousData,
  });

  async function refused(error: unknown, payload: BookingPayload): Promise<BookOutcome> {
    if (!isPriceChanged(error)) {
      // A refusal may be a day that filled since the form fetched it: ask again, so it says why.
      void availability.refetch();
      return false;
    }
    // The service's price moved: the page takes the price now (its list, the estimate), and the form
    // asks the customer about it. Should the page not show another price after all, the refusal says it.
    const now = await queryClient
      .fetchQuery({ ...servicesQuery(vendor.id), staleTime: 0 })
      .then((list) => list.find((s) => s.id === payload.serviceId)?.price)
      .catch(() => undefined);
    if (now !== undefined && now !== payload.seenPrice) return 'price-changed';
    toast({ title: 'Failed to add to cart', description: error.message, variant: 'destructive' });
    return false;
  }

  return (
    <BookingForm
      vendor={vendor}
      services={services}
      availability={availability.data}
      onDateShown={setShownDate}
      onChoiceShown={setChoice}
      onBook={(payload, label) =>
        addToCart.mutateAsync({ payload, label }).then(
          () => true,
          (error: unknown) => refused(error, payload),
        )
      }
    />
  );
}
