import { Link, useLocation } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { Icon } from '~/components/ui/icons';
import { seenAt } from '~/lib/format';
import { lazyWidget } from '~/lib/lazy-widget';
import { useDataAge } from '~/offline/use-data-age';
import { useConnectivity } from '~/offline/use-online';
import { useSyncState } from '~/offline/use-sync-state';

// The list behind 'Details' loads when it is opened: the strip itself is all every page carries.
const SyncDetails = lazyWidget(() => import('./sync-details').then((m) => m.SyncDetails));

// What the strip says when the server is not reached: no network at all, or one that does not answer.
const REACH_WORDS = {
  offline: {
    short: 'Offline',
    title: 'You are offline.',
    detail: 'Pages you have visited still work; changes are saved and sent when you reconnect.',
    phone: 'Changes will sync later.',
  },
  weak: {
    short: 'Weak signal',
    title: 'Weak signal: the server is not answering.',
    detail: 'Still trying; changes are saved and sent when it answers.',
    phone: 'Still trying.',
  },
} as const;

/** When this document was opened (epoch ms): data older than that came from an earlier visit. */
const pageOpenedAt = () => performance.timeOrigin;

const changes = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`;

/**
 * One compact strip under the navbar for both notices: that the phone is offline, and what waits to
 * sync (the engine's state; the strip only shows it). Stacked as two bars they took 250 px of a phone.
 */
export function StatusStrip() {
  const { reach, storeSavedAt } = useConnectivity();
  const sync = useSyncState();
  const [open, setOpen] = useState(false);
  const age = useDataAge(reach !== 'online', storeSavedAt);
  // A request only taking long says nothing while what the screen shows came with this page: the
  // strip would push the page about on every slow answer. Once it shows what an earlier visit left,
  // or requests fail, it says so.
  const down = reach === 'slow' ? age !== null && age < pageOpenedAt() : reach !== 'online';
  const failed = sync.items.filter((item) => item.status === 'failed').length;
  const waiting = sync.items.length - failed;
  const pending = sync.items.length > 0 || sync.held > 0;
  if (!down && !pending) return null;
  const words = REACH_WORDS[reach === 'offline' ? 'offline' : 'weak'];

  return (
    <div
      role="status"
      className={`border-b text-sm ${down ? 'border-lake-700 bg-lake-700 text-white' : 'border-line bg-lake-50 text-lake-700'}`}
    >
      <div className="mx-auto flex min-h-11 max-w-6xl flex-wrap items-center gap-x-2 px-4 py-1 sm:gap-x-3">
        {down && (
          <p className="flex items-center gap-2">
            <Icon name="offline" className="h-4 w-4 shrink-0" />
            {/* Beside the sync line a phone has room for one word; elsewhere the sentence that explains. */}
            {pending && <span className="font-semibold sm:hidden">{words.short}</span>}
            <span className={pending ? 'hidden sm:inline' : undefined}>
              <span className="font-semibold">{words.title}</span>
              <span className={pending ? 'hidden lg:inline' : 'hidden sm:inline'}> {words.detail}</span>
              {!pending && <span className="sm:hidden"> {words.phone}</span>}
            </span>
          </p>
        )}
        {down && age !== null && <p data-testid="data-age">Showing what this phone saw {seenAt(age)}.</p>}
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
