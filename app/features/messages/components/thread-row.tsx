import type { ThreadSummary } from '@contracts/threads';
import { Link } from '@tanstack/react-router';
import { sentAt, subjectLine } from '../subject';

/** One conversation in Messages: who, about what, the last words, and how many are unread. */
export function ThreadRow({ thread }: { thread: ThreadSummary }) {
  const last = thread.lastMessage;
  const unread = thread.unread > 0;
  return (
    <li data-testid="thread">
      <Link
        to="/messages/$threadId"
        params={{ threadId: thread.id }}
        className={`flex min-h-11 items-start gap-3 rounded-xl border bg-white p-4 hover:border-pine-600 ${unread ? 'border-pine-600' : 'border-line'}`}
      >
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-2">
            <p className={`truncate ${unread ? 'font-bold' : 'font-semibold'}`}>{thread.otherName}</p>
            {last && <p className="shrink-0 text-xs text-muted">{sentAt(last.createdAt)}</p>}
          </div>
          <p className="text-sm text-muted">{subjectLine(thread.subject)}</p>
          {last && (
            <p
              className={`mt-1 line-clamp-2 text-sm break-words ${unread ? 'font-medium text-ink' : 'text-muted'}`}
            >
              {last.mine ? 'You: ' : ''}
              {last.body}
            </p>
          )}
        </div>
        {unread && (
          <span className="mt-1 grid h-6 min-w-6 shrink-0 place-items-center rounded-full bg-sunset-600 px-1.5 text-xs font-bold text-white">
            {thread.unread}
            <span className="sr-only"> unread</span>
          </span>
        )}
      </Link>
    </li>
  );
}
