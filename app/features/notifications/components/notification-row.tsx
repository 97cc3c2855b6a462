import type { NotificationView } from '@contracts/notifications';
import type { MouseEvent } from 'react';
import { formatMoment } from '~/lib/format';
import { openPath } from '../open-path';
import { timeAgo } from '../time-ago';

type Props = {
  item: NotificationView;
  /** Called with the app path to go to once the tap is the app's to handle (not a new tab). */
  onOpen: (item: NotificationView, path: string) => void;
};

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** One notification: a real link (it opens in a new tab too), unread ones in bold with a dot. */
export function NotificationRow({ item, onOpen }: Props) {
  const unread = item.readAt === null;
  const path = openPath(item.url);
  const body = (
    <>
      <span
        aria-hidden="true"
        className={`mt-2 h-2.5 w-2.5 shrink-0 rounded-full ${unread ? 'bg-sunset-600' : 'bg-transparent'}`}
      />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={`break-words ${unread ? 'font-bold text-ink' : 'font-semibold text-ink'}`}>
            {item.title}
            {unread && <span className="sr-only"> (unread)</span>}
          </span>
          <time
            dateTime={item.createdAt}
            title={formatMoment(item.createdAt)}
            className="shrink-0 text-xs text-muted"
          >
            {timeAgo(item.createdAt)}
          </time>
        </span>
        <span className={`mt-1 block text-sm break-words ${unread ? 'text-ink' : 'text-muted'}`}>
          {item.body}
        </span>
      </span>
    </>
  );
  const boxClass = `flex min-h-11 items-start gap-3 rounded-xl border p-4 ${unread ? 'border-pine-600 bg-pine-50' : 'border-line bg-white'}`;
  return (
    <li data-testid="notification" data-unread={unread}>
      {path ? (
        <a
          href={path}
          className={`${boxClass} hover:border-pine-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pine-700`}
          onClick={(event) => {
            if (!plainClick(event)) return;
            event.preventDefault();
            onOpen(item, path);
          }}
        >
          {body}
        </a>
      ) : (
        <div className={boxClass}>{body}</div>
      )}
    </li>
  );
}
