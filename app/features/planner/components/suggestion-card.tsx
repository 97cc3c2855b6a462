import type { SuggestionView } from '@contracts/event-plan';
import { Link } from '@tanstack/react-router';
import { Button } from '~/components/ui/button';
import { PhotoImg } from '~/components/ui/photo-img';
import { Rating } from '~/components/ui/rating';
import { discardWrite } from '~/offline/sync-handle';
import { useAddPlanItem, useRemovePlanItem } from '../plan-mutations';
import { priceForGuests } from '../plan-words';
import type { QueuedPlanItem } from '../queued-plan-items';

type Props = {
  userId: string;
  eventId: string;
  guests: number;
  suggestion: SuggestionView;
  /** The plan item of this service, once the event's plan holds it. */
  plannedId: string | null;
  /** A pick of this service still on the phone (waiting, or refused by the server). */
  queued: QueuedPlanItem | undefined;
  /** Booked or in the cart: not taken out from here. */
  locked: boolean;
  online: boolean;
};

/** A vendor that fits a category: who, how well rated, the service and its price, and the pick. */
export function SuggestionCard({
  userId,
  eventId,
  guests,
  suggestion,
  plannedId,
  queued,
  locked,
  online,
}: Props) {
  const add = useAddPlanItem(userId, eventId);
  const remove = useRemovePlanItem(userId, eventId);
  const name = `${suggestion.businessName}, ${suggestion.serviceName}`;
  return (
    <li
      className={`flex gap-3 rounded-xl border p-3 sm:flex-col sm:p-0 ${
        plannedId ? 'border-pine-600 bg-pine-50 ring-1 ring-pine-600' : 'border-line bg-white'
      }`}
      data-testid="suggestion"
    >
      <PhotoImg
        photo={suggestion.photo}
        businessType={suggestion.businessType}
        sizes="(min-width: 640px) 20rem, 6rem"
        loading="lazy"
        className="h-24 w-24 shrink-0 rounded-lg bg-pine-50 object-cover sm:aspect-[40/26] sm:h-auto sm:w-full sm:rounded-none sm:rounded-t-xl"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:p-4 sm:pt-1">
        <h4 className="leading-snug font-bold text-pine-800">
          <Link
            to="/vendor/$id"
            params={{ id: suggestion.vendorId }}
            className="underline-offset-2 hover:underline wrap-anywhere"
          >
            {suggestion.businessName}
          </Link>
        </h4>
        <Rating value={Number(suggestion.rating)} reviews={suggestion.reviewCount} />
        <p className="text-sm wrap-anywhere">{suggestion.serviceName}</p>
        <p className="font-semibold">
          {priceForGuests(suggestion.price, suggestion.priceUnit, guests, suggestion.hours)}
        </p>
        <div className="mt-auto pt-1">
          {plannedId ? (
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm font-semibold text-pine-700">✓ In your plan</span>
              {!locked && (
                <Button
                  variant="ghost"
                  className="px-2 text-sm"
                  // The visible word first, then whose: a list of cards reads on its own.
                  aria-label={`Remove: ${name}`}
                  disabled={remove.isPending || !online}
                  onClick={() => remove.mutate(plannedId)}
                >
                  {remove.isPending ? 'Removing...' : 'Remove'}
                </Button>
              )}
            </div>
          ) : queued ? (
            <div className="flex flex-wrap items-center justify-between gap-2">
              {queued.status === 'failed' ? (
                <span className="text-sm text-danger">Could not be added: {queued.reason}</span>
              ) : (
                <span className="rounded-full bg-lake-100 px-3 py-1 text-sm font-semibold text-lake-700">
                  Waiting to sync
                </span>
              )}
              <Button
                variant="ghost"
                className="px-2 text-sm"
                aria-label={`Discard: ${name}`}
                onClick={() => void discardWrite(queued.id)}
              >
                Discard
              </Button>
            </div>
          ) : (
            <Button
              variant="outline"
              className="w-full"
              aria-label={`Add to plan: ${name}`}
              disabled={add.isPending}
              onClick={() => add.mutate({ serviceId: suggestion.serviceId, label: name })}
            >
              {add.isPending ? 'Adding...' : 'Add to plan'}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
