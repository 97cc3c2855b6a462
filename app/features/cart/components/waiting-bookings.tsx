import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from '~/offline/db';

/**
 * Bookings made offline that the server has not seen yet: they are not in the cart until they sync,
 * so the cart says they exist rather than looking as if they were lost.
 */
export function WaitingBookings({ userId }: { userId: string }) {
  const waiting = useLiveQuery(
    () =>
      localDb.outbox
        .where('status')
        .anyOf('waiting', 'failed')
        .filter((item) => item.kind === 'cart-item' && item.userId === userId)
        .sortBy('createdAt'),
    [userId],
  );
  if (!waiting || waiting.length === 0) return null;
  return (
    <section
      aria-labelledby="waiting-heading"
      className="rounded-2xl border border-lake-600 bg-lake-50 p-4"
      data-testid="waiting-bookings"
    >
      <h2 id="waiting-heading" className="font-semibold text-lake-700">
        Not in your cart yet
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {waiting.map((item) => (
          <li key={item.id}>
            {item.label.replace(/^Booking: /, '')}{' '}
            <span className={item.status === 'failed' ? 'text-danger' : 'text-muted'}>
              {item.status === 'failed' ? `could not be added: ${item.lastError}` : 'waiting to sync'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
