import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Icon } from '~/components/ui/icons';
import { unreadQuery } from '../unread';

/** The navbar's way to Messages, with how many conversations have something unread. */
export function MessagesButton({ userId }: { userId: string }) {
  const { data } = useQuery(unreadQuery(userId));
  const count = data?.threads ?? 0;
  return (
    <Link
      to="/messages"
      className="relative grid h-11 w-11 place-items-center rounded-lg text-pine-700 hover:bg-pine-50"
      aria-label={count > 0 ? `Messages, ${count} unread` : 'Messages'}
    >
      <Icon name="message" />
      {count > 0 && (
        <span
          data-testid="unread-count"
          className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-sunset-600 px-1 text-xs font-bold text-white"
        >
          {count > 9 ? '9+' : count}
        </span>
      )}
    </Link>
  );
}
