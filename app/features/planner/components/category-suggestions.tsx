import type { ServiceCategory } from '@contracts/enums';
import { CATEGORY_LABELS, type EventDetail } from '@contracts/event-plan';
import { formatMoney } from '@contracts/money';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/icons';
import { LoadError } from '~/components/ui/list-states';
import { suggestionsQuery } from '../queries';
import type { QueuedPlanItem } from '../queued-plan-items';
import { PlannedElsewhere } from './planned-elsewhere';
import { SuggestionCard } from './suggestion-card';

type Props = {
  userId: string;
  event: EventDetail;
  category: ServiceCategory;
  /** The event's picks still on the phone, by service. */
  queued: ReadonlyMap<string, QueuedPlanItem>;
  online: boolean;
};

const vendorsWord = (n: number) => (n === 1 ? '1 vendor' : `${n} vendors`);
/** Cards shown before "Show all": a phone scrolls past a few, not twenty, per category. */
const FIRST_CARDS = 3;

/** One category of step 2: the vendors who fit (best rated first), and how many cost more than its share. */
export function CategorySuggestions({ userId, event, category, queued, online }: Props) {
  const query = useQuery(suggestionsQuery(userId, event.id, category));
  const [expanded, setExpanded] = useState(false);
  const label = CATEGORY_LABELS[category];
  const data = query.data;
  const planned = event.plan.filter((item) => item.category === category);
  const shown = new Set(data?.vendors.map((vendor) => vendor.serviceId));
  const titleId = `category-${category}-title`;
  const listId = `category-${category}-list`;
  // The first few, and any the host picked further down, so a pick never hides behind "Show all".
  const visible = (data?.vendors ?? []).filter(
    (vendor, index) =>
      expanded ||
      index < FIRST_CARDS ||
      queued.has(vendor.serviceId) ||
      planned.some((item) => item.serviceId === vendor.serviceId),
  );
  const hidden = (data?.vendors.length ?? 0) - visible.length;

  return (
    <section aria-labelledby={titleId} className="space-y-3" data-testid={`category-${category}`}>
      <div>
        <h3 id={titleId} className="text-lg font-bold text-pine-800">
          {label}
        </h3>
        {data && (
          <p className="text-sm text-muted">
            {data.allowance === null
              ? 'No budget set, so every vendor that fits is shown.'
              : `Up to ${formatMoney(data.allowance)}: this category's share of your budget.`}
          </p>
        )}
      </div>
      <PlannedElsewhere
        userId={userId}
        eventId={event.id}
        items={planned.filter((i) => !shown.has(i.serviceId))}
      />
      {data ? (
        <>
          {data.vendors.length === 0 ? (
            <p className="rounded-xl border border-dashed border-line bg-white p-4 text-muted">
              No {label.toLowerCase()} vendor is free that day for {event.guestCount} guests
              {data.allowance === null ? '.' : ' within this share.'}
            </p>
          ) : (
            <ul id={listId} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {visible.map((suggestion) => {
                const item = planned.find((entry) => entry.serviceId === suggestion.serviceId);
                return (
                  <SuggestionCard
                    key={suggestion.serviceId}
                    userId={userId}
                    eventId={event.id}
                    guests={event.guestCount}
                    suggestion={suggestion}
                    plannedId={item?.id ?? null}
                    locked={item !== undefined && item.state !== 'planned'}
                    queued={queued.get(suggestion.serviceId)}
                    online={online}
                  />
                );
              })}
            </ul>
          )}
          {(hidden > 0 || expanded) && data.vendors.length > FIRST_CARDS && (
            <Button
              variant="outline"
              className="w-full sm:w-auto"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? 'Show fewer' : `Show all ${data.vendors.length} ${label.toLowerCase()} vendors`}
            </Button>
          )}
          {data.overShare > 0 && (
            <p className="text-sm text-muted" data-testid="over-share">
              {vendorsWord(data.overShare)} more {data.overShare === 1 ? 'fits' : 'fit'} but{' '}
              {data.overShare === 1 ? 'costs' : 'cost'} more than this share.{' '}
              <Link
                to="/event-planner/$id"
                params={{ id: event.id }}
                search={{ step: 3 }}
                className="inline-flex min-h-11 items-center font-semibold text-lake-700 underline underline-offset-2"
              >
                Change the shares
              </Link>
            </p>
          )}
        </>
      ) : query.isPending ? (
        <Spinner label={`Loading ${label.toLowerCase()} vendors`} />
      ) : (
        <LoadError
          what={`the ${label.toLowerCase()} vendors`}
          error={query.error ?? new Error('Not loaded')}
          online={online}
        />
      )}
    </section>
  );
}
