import { orderReference } from '@contracts/checkout';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { FieldWork } from '~/components/field-work';
import { Page } from '~/components/layout/page';
import { Spinner } from '~/components/ui/icons';
import { EmptyState, LoadError } from '~/components/ui/list-states';
import { MessageLink } from '~/components/ui/message-link';
import { RequireUser } from '~/features/auth/components/require-user';
import { startOwnData } from '~/features/auth/queries';
import { BookingHistory } from '~/features/bookings/components/booking-history';
import { BookingReceipt } from '~/features/bookings/components/booking-receipt';
import { BookingSummary } from '~/features/bookings/components/booking-summary';
import { CancelBooking } from '~/features/bookings/components/cancel-booking';
import { ChangeBooking, ChangeNote } from '~/features/bookings/components/change-booking';
import { ReportProblem } from '~/features/bookings/components/report-problem';
import { orderDetailQuery, useBooking } from '~/features/bookings/queries';
import { ReviewForm } from '~/features/reviews/components/review-form';
import { HttpError } from '~/lib/api';
import { lazyWidget } from '~/lib/lazy-widget';
import { useOnline } from '~/offline/use-online';

// A completed booking's tips: their card form is loaded only when there is someone to tip.
const TipPanel = lazyWidget(() => import('~/features/tips/components/tip-panel').then((m) => m.TipPanel));

// `bookings_`: a page of its own at /bookings/:id, not drawn inside the My bookings list.
export const Route = createFileRoute('/bookings_/$id')({
  loader: ({ context: { queryClient }, params }) =>
    startOwnData(queryClient, (userId) => {
      void queryClient.prefetchQuery(orderDetailQuery(userId, params.id));
    }),
  component: BookingScreen,
});

function BookingScreen() {
  const { id } = Route.useParams();
  return (
    <Page title={`Booking ${orderReference(id)}`}>
      <Link
        to="/bookings"
        className="-mt-4 mb-4 inline-flex min-h-11 items-center text-sm font-semibold text-lake-700 underline underline-offset-2"
      >
        ← My bookings
      </Link>
      <RequireUser>{(user) => <Booking userId={user.id} orderId={id} />}</RequireUser>
    </Page>
  );
}

/** The booking's sections, one under the other: what it is, what can be done, the money, the history. */
function Booking({ userId, orderId }: { userId: string; orderId: string }) {
  const online = useOnline();
  const { detail, order } = useBooking(userId, orderId);
  const data = detail.data;

  if (!order) {
    if (detail.isPending) return <Spinner label="Loading your booking" />;
    if (detail.error instanceof HttpError && detail.error.status === 404) {
      return (
        <EmptyState title="Booking not found">
          <p>It may belong to another account. Your own bookings are all in My bookings.</p>
        </EmptyState>
      );
    }
    return <LoadError what="this booking" error={detail.error ?? new Error('Not loaded')} online={online} />;
  }

  return (
    <div className="space-y-4">
      <BookingSummary order={order} detail={data} />
      {data?.fieldWork && (
        <section
          aria-label="The work on the day"
          className="rounded-xl border border-line bg-white p-4 sm:p-6"
        >
          <FieldWork work={data.fieldWork} />
        </section>
      )}
      {data && <ChangeNote detail={data} />}
      <section
        aria-labelledby="booking-talk-title"
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-white p-4 sm:p-6"
      >
        <h2 id="booking-talk-title" className="text-lg font-semibold">
          Questions for {order.vendorName}?
        </h2>
        <MessageLink about={{ order: order.id }}>Message the vendor</MessageLink>
      </section>
      {(order.status === 'pending' || order.status === 'accepted') && (
        <section
          aria-labelledby="booking-actions-title"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-white p-4 sm:p-6"
        >
          <h2 id="booking-actions-title" className="text-lg font-semibold">
            Change of plans?
          </h2>
          {data && <ChangeBooking userId={userId} detail={data} />}
          <CancelBooking
            userId={userId}
            orderId={order.id}
            label={`${order.vendorName}, ${order.serviceName ?? 'booking'}`}
          />
        </section>
      )}
      {data && <ReportProblem userId={userId} detail={data} />}
      {order.status === 'completed' && (data || order.review) && (
        <ReviewForm
          userId={userId}
          orderId={order.id}
          vendorId={order.vendorId}
          vendorName={order.vendorName}
          workerToRate={data?.workerToRate ?? false}
          eventDay={order.scheduledDate}
          review={order.review}
        />
      )}
      {order.status === 'completed' && (
        <Suspense fallback={null}>
          <TipPanel userId={userId} orderId={order.id} />
        </Suspense>
      )}
      {data ? (
        <>
          <BookingReceipt detail={data} />
          <BookingHistory history={data.history} />
        </>
      ) : detail.isFetching ? (
        <Spinner label="Loading the receipt and history" />
      ) : (
        <p role="status" className="rounded-xl border border-line bg-white p-4 text-sm text-muted">
          {online
            ? `Could not load the receipt and history: ${detail.error?.message ?? 'please try again.'}`
            : 'You are offline. The receipt and history show once this booking has been opened online.'}
        </p>
      )}
    </div>
  );
}
