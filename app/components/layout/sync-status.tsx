import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { userQuery } from '~/features/auth/queries';
import { localDb } from '~/offline/db';
import { discard, retryNow } from '~/offline/outbox';
import { requestSync, useOutboxSync } from '~/offline/use-outbox-sync';

/** What waits to sync and what failed, always in view while there is any (DESIGN.md, outbox). */
export function SyncStatus() {
  useOutboxSync();
  const { data: user } = useQuery(userQuery);
  const userId = user?.id ?? null;
  const [open, setOpen] = useState(false);
  const items = useLiveQuery(
    () =>
      localDb.outbox
        .where('status')
        .anyOf('waiting', 'failed')
        .filter((item) => item.userId === null || item.userId === userId)
        .sortBy('createdAt'),
    [userId],
  );
  if (!items || items.length === 0) return null;
  const failed = items.filter((item) => item.status === 'failed').length;
  const waiting = items.length - failed;

  return (
    <section
      aria-label="Changes waiting to sync"
      className="border-b border-line bg-lake-50 px-4 py-2 text-sm"
      data-testid="sync-status"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1">
        <p className="mr-auto font-medium text-lake-700">
          {waiting > 0 && `${waiting} ${waiting === 1 ? 'change' : 'changes'} waiting to sync`}
          {waiting > 0 && failed > 0 && ' · '}
          {failed > 0 && `${failed} could not be sent`}
        </p>
        <button
          type="button"
          className="min-h-11 font-semibold text-lake-700 underline"
          onClick={() => setOpen((v) => !v)}
          aria-expanded={open}
        >
          {open ? 'Hide details' : 'Details'}
        </button>
        <button
          type="button"
          className="min-h-11 font-semibold text-lake-700 underline"
          onClick={async () => {
            await Promise.all(items.map((item) => retryNow(item.id)));
            requestSync();
          }}
        >
          Retry now
        </button>
      </div>
      {open && (
        <ul className="mx-auto mt-2 max-w-6xl space-y-2">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-2 rounded-lg bg-white p-3">
              <span className="mr-auto">
                {item.label}
                <span className={`ml-2 text-xs ${item.status === 'failed' ? 'text-danger' : 'text-muted'}`}>
                  {item.status === 'failed'
                    ? `Not sent: ${item.lastError}`
                    : (item.lastError ?? 'waiting to sync')}
                </span>
              </span>
              {item.status === 'failed' && (
                <button
                  type="button"
                  className="min-h-11 px-2 text-danger underline"
                  onClick={() => discard(item.id)}
                >
                  Discard
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
