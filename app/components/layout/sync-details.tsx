import type { OutboxItem } from '~/offline/db';
import { discardWrite, retryAll } from '~/offline/sync-handle';

const reasonOf = (item: OutboxItem) =>
  item.status === 'failed' ? `Not sent: ${item.lastError}` : (item.lastError ?? 'waiting to sync');

/** Each write not yet on the server and why; a refused one can be discarded, all can be retried. */
export function SyncDetails({ items }: { items: readonly OutboxItem[] }) {
  return (
    <div className="mx-auto max-w-6xl px-4 pb-2">
      <ul className="space-y-1">
        {items.map((item) => (
          <li
            key={item.id}
            className="flex flex-wrap items-center gap-x-2 rounded-lg bg-white px-3 py-1 text-ink"
          >
            <span className="mr-auto min-w-0 break-words">
              {item.label}
              <span className={`ml-2 text-xs ${item.status === 'failed' ? 'text-danger' : 'text-muted'}`}>
                {reasonOf(item)}
              </span>
            </span>
            {item.status === 'failed' && (
              <button
                type="button"
                className="min-h-11 px-2 text-danger underline"
                aria-label={`Discard ${item.label}`}
                onClick={() => void discardWrite(item.id)}
              >
                Discard
              </button>
            )}
          </li>
        ))}
      </ul>
      <button type="button" className="mt-1 min-h-11 font-semibold underline" onClick={() => void retryAll()}>
        Retry now
      </button>
    </div>
  );
}
