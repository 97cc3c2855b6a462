import type { CartView } from '@contracts/cart';
import type { EventDetail } from '@contracts/event-plan';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { Spinner } from '~/components/ui/icons';
import { EmptyState, LoadError } from '~/components/ui/list-states';
import { HttpError } from '~/lib/api';
import { useOnline } from '~/offline/use-online';
import { eventQuery } from '../queries';
import { BudgetStep } from './budget-step';
import { EventForm } from './event-form';
import { EventOverview } from './event-overview';
import { ReviewStep } from './review-step';
import { ServicesStep } from './services-step';
import { type PlannerStep, StepIndicator } from './step-indicator';
import { StepNav } from './step-nav';

type Props = {
  userId: string;
  eventId: string;
  /** A wizard step, or none for the event's overview. */
  step: PlannerStep | undefined;
  /** Step 4 put the plan in the cart: the route keeps the cart and goes to it. */
  onBooked: (cart: CartView) => void;
};

/** /event-planner/:id: one event, its overview or one of the wizard's steps. */
export function EventScreen({ userId, eventId, step, onBooked }: Props) {
  const online = useOnline();
  const query = useQuery(eventQuery(userId, eventId));
  const event = query.data;
  return (
    <Page
      wide
      title={event?.name ?? 'Your event'}
      description="Plan an event in Broken Bow, Oklahoma: details, services, budget, review and booking."
    >
      <Link
        to="/event-planner"
        className="-mt-4 mb-2 inline-flex min-h-11 items-center text-sm font-semibold text-lake-700 underline underline-offset-2"
      >
        ← All your events
      </Link>
      {event ? (
        <div className="space-y-6">
          <StepIndicator current={step} eventId={event.id} />
          <Step userId={userId} event={event} step={step} online={online} onBooked={onBooked} />
        </div>
      ) : query.isPending ? (
        <Spinner label="Loading your event" />
      ) : query.error instanceof HttpError && query.error.status === 404 ? (
        <EmptyState title="Event not found">
          <p>It may belong to another account, or it was never saved. Your own events are on the planner.</p>
          <Link
            to="/event-planner"
            className="inline-flex min-h-11 items-center font-semibold text-lake-700 underline underline-offset-2"
          >
            Go to the planner
          </Link>
        </EmptyState>
      ) : (
        <LoadError what="this event" error={query.error ?? new Error('Not loaded')} online={online} />
      )}
    </Page>
  );
}

function Step({
  userId,
  event,
  step,
  online,
  onBooked,
}: Omit<Props, 'eventId'> & { event: EventDetail; online: boolean }) {
  switch (step) {
    case 1:
      return (
        <div className="max-w-3xl space-y-4">
          {event.bookings.some((booking) => booking.status !== 'cancelled') && (
            <p className="rounded-xl bg-lake-50 p-4 text-sm text-lake-700">
              Services are booked for this date and guest count, so those two stay as they are. Everything
              else can change.
            </p>
          )}
          <EventForm userId={userId} mode={{ kind: 'edit', event }} />
          <StepNav eventId={event.id} step={1} />
        </div>
      );
    case 2:
      return <ServicesStep userId={userId} event={event} online={online} />;
    case 3:
      return <BudgetStep userId={userId} event={event} online={online} />;
    case 4:
      return <ReviewStep userId={userId} eventId={event.id} online={online} onBooked={onBooked} />;
    default:
      return <EventOverview event={event} />;
  }
}
