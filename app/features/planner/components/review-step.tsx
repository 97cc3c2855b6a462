import type { CartView } from '@contracts/cart';
import { CATEGORY_LABELS, type ReviewLineView } from '@contracts/event-plan';
import { formatMoney } from '@contracts/money';
import { useQuery } from '@tanstack/react-query';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/icons';
import { LoadError } from '~/components/ui/list-states';
import { Pill } from '~/components/ui/pill';
import { PriceChangeConfirm } from '~/components/ui/price-change';
import { hoursLine } from '~/lib/when';
import { useBookPlan } from '../book-mutation';
import { reviewQuery } from '../queries';
import { bookableLines, bookableTotal, bookLabel, priceChangeOf, reviewNote } from '../review-words';
import { NothingPlanned, StepHeading } from './step-heading';
import { StepNav } from './step-nav';

type Props = { userId: string; eventId: string; online: boolean; onBooked: (cart: CartView) => void };

const NOTE_TONE = { changed: 'pending', unavailable: 'bad', in_cart: 'info', booked: 'good' } as const;

function ReviewLine({ line }: { line: ReviewLineView }) {
  const note = reviewNote(line);
  const muted = line.state === 'unavailable' || line.state === 'booked';
  return (
    <li
      className="flex items-start justify-between gap-3 py-3"
      data-testid="review-line"
      data-state={line.state}
    >
      <div className="min-w-0">
        <p className={`font-semibold wrap-anywhere ${muted ? 'text-muted' : ''}`}>{line.serviceName}</p>
        <p className="text-sm text-muted wrap-anywhere">
          {CATEGORY_LABELS[line.category]} · {line.vendorName}
        </p>
        {line.hours !== null && (
          <p className="text-sm text-muted" data-testid="line-hours">
            {hoursLine(line.hours, line.price)}
          </p>
        )}
        {note && line.state !== 'ready' && (
          <p className="mt-1">
            <Pill tone={NOTE_TONE[line.state]}>{note}</Pill>
          </p>
        )}
      </div>
      <p
        className={`shrink-0 font-semibold tabular-nums ${line.state === 'unavailable' ? 'text-muted line-through' : ''}`}
      >
        {formatMoney(line.price)}
      </p>
    </li>
  );
}

/**
 * Step 4: every planned service as the server prices it now, what changed said before anything is
 * added, and one button that puts every line that can be booked into the cart at the prices shown.
 */
export function ReviewStep({ userId, eventId, online, onBooked }: Props) {
  const review = useQuery(reviewQuery(userId, eventId));
  const book = useBookPlan(userId, eventId, onBooked);
  const data = review.data;
  const lines = data ? bookableLines(data.lines) : [];
  const changed = lines.filter((line) => line.state === 'changed');
  const bookAll = () =>
    book.mutate({ lines: lines.map((line) => ({ planItemId: line.planItemId, price: line.price })) });
  const label = book.isPending ? 'Adding...' : bookLabel(lines.length);
  const cannotBook = book.isPending || !online || review.isFetching;

  return (
    <section aria-labelledby="step-title" className="space-y-4">
      <StepHeading step={4}>
        Each service is checked again for your date and priced for your guests. Anything that changed is shown
        here before it goes in your cart.
      </StepHeading>
      {!data ? (
        review.isPending ? (
          <Spinner label="Checking your plan" />
        ) : (
          <LoadError
            what="your plan's review"
            error={review.error ?? new Error('Not loaded')}
            online={online}
          />
        )
      ) : data.lines.length === 0 ? (
        <div className="rounded-xl border border-dashed border-line bg-white p-4">
          <NothingPlanned eventId={eventId} />
        </div>
      ) : (
        <div className="rounded-2xl border border-line bg-white p-4 sm:p-6">
          <ul className="divide-y divide-line" aria-label="Your plan, checked now">
            {data.lines.map((line) => (
              <ReviewLine key={line.planItemId} line={line} />
            ))}
          </ul>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
            <p>
              {lines.length > 0 ? (
                <>
                  To the cart:{' '}
                  <strong className="tabular-nums">{formatMoney(bookableTotal(data.lines), 'cents')}</strong>
                </>
              ) : (
                <span className="text-muted">
                  Nothing left to add: every service is in your cart, booked or unavailable.
                </span>
              )}
            </p>
            {lines.length > 0 && changed.length === 0 && (
              <Button className="w-full sm:w-auto" disabled={cannotBook} onClick={bookAll}>
                {label}
              </Button>
            )}
          </div>
          {changed.length > 0 && (
            // Adding is the consent to the new prices: the button says so where both prices are.
            <div className="mt-4">
              <PriceChangeConfirm
                lines={changed.map((line) => ({
                  id: line.planItemId,
                  name: line.serviceName,
                  change: priceChangeOf(line),
                }))}
                confirmLabel={label}
                onConfirm={bookAll}
                disabled={cannotBook}
              >
                Everything above that can be booked goes in your cart at the prices shown now.
              </PriceChangeConfirm>
            </div>
          )}
          {!online && (
            <p role="status" className="mt-2 text-sm text-muted">
              You are offline: adding to the cart needs a connection.
            </p>
          )}
        </div>
      )}
      <StepNav eventId={eventId} step={4} />
    </section>
  );
}
