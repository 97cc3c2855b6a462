import type { ServiceView, VendorDetail } from '@contracts/vendors';
import { useAddToCart } from '~/features/cart/mutations';
import { BookingForm } from '~/features/vendors/components/booking-form';

/** The vendor page's booking form, wired to the cart (and, offline, the outbox). */
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
  return (
    <BookingForm
      vendor={vendor}
      services={services}
      onBook={(payload, label) =>
        addToCart.mutateAsync({ payload, label }).then(
          () => true,
          () => false,
        )
      }
    />
  );
}
