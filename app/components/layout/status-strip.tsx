import { Link, useLocation } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { Icon } from '~/components/ui/icons';
import { lazyWidget } from '~/lib/lazy-widget';
import { useOnline } from '~/offline/use-online';
import { useSyncState } from '~/offline/use-sync-state';

// The list behind 'Details' loads when it is opened: the strip itself is all every page carries.
const SyncDetails = lazyWidget(() => import('./sync-details').then((m) => m.SyncDetails));

const changes = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`;

/**
 * One compact strip under the navbar for both notices: that the phone is offline, and what waits to
 * sync (the engine's state; the strip only shows it). Stacked as two bars they took 250 px of a phone.
 */
export function StatusStrip() {
  const online = useOnline();
  const sync = useSyncState();
  const [open, setOpen] = useState(false);
  const failed = sync.items.filter((item) => item.status === 'failed').length;
  const waiting = sync.items.length - failed;
  const pending = sync.items.length > 0 || sync.held > 0;
  if (online && !pending) return null;

  return (
    <div
      role="status"
      className={`border-b text-sm ${online ? 'border-line bg-lake-50 text-lake-700' : 'border-lake-700 bg-lake-700 text-white'}`}
    >
      <div className="mx-auto flex min-h-11 max-w-6xl flex-wrap items-center gap-x-2 px-4 py-1 sm:gap-x-3">
        {!online && (
          <p className="flex items-center gap-2">
            <Icon name="offline" className="h-4 w-4 shrink-0" />
            {/* Beside the sync line a phone has room for one word; elsewhere the sentence that explains. */}
            {pending && <span className="font-semibold sm:hidden">Offline</span>}
            <span className={pending ? 'hidden sm:inline' : undefined}>
              <span className="font-semibold">You are offline.</span>
              <span className={pending ? 'hidden lg:inline' : 'hidden sm:inline'}>
                {' '}
                Pages you have visited still work; changes are saved and sent when you reconnect.
              </span>
              {!pending && <span className="sm:hidden"> Changes will sync later.</span>}
            </span>
          </p>
        )}
        {pending && <SyncLine waiting={waiting} failed={failed} held={sync.held} />}
        {pending && sync.signInNeeded && <SignInLink />}
        {sync.items.length > 0 && (
          <button
            type="button"
            className="min-h-11 font-semibold underline"
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? 'Hide' : 'Details'}
          </button>
        )}
      </div>
      {open && sync.items.length > 0 && (
        <Suspense fallback={null}>
          <SyncDetails items={sync.items} />
        </Suspense>
      )}
    </div>
  );
}

function SyncLine({ waiting, failed, held }: { waiting: number; failed: number; held: number }) {
  const parts = [
    waiting > 0 && `${changes(waiting)} waiting to sync`,
    failed > 0 && `${failed} could not be sent`,
    held > 0 && `${changes(held)} waiting for a sign-in`,
  ].filter(Boolean);
  return (
    <p className="mr-auto font-medium" data-testid="sync-status">
      {parts.join(' · ')}
    </p>
  );
}

function SignInLink() {
  const path = useLocation({ select: (location) => location.href });
  return (
    <Link
      to="/auth"
      search={{ redirect: path.startsWith('/auth') ? undefined : path }}
      className="inline-flex min-h-11 items-center font-semibold underline"
    >
      Sign in to send
    </Link>
  );
}
