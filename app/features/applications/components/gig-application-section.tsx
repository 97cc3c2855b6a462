import type { PublicUser } from '@contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { Spinner } from '~/components/ui/icons';
import { localDb } from '~/offline/db';
import { myGigApplicationQuery } from '../queries';
import { GigApplicationForm } from './gig-application-form';
import { GigApplicationStatus, GigApplicationWaiting } from './gig-application-status';

type Props = { user: PublicUser | null | undefined; settling: boolean };

/**
 * The form for visitors and new applicants; the application's status for those who applied. Who is
 * signed in comes from the route (the auth feature's useCurrentUser).
 */
export function GigApplicationSection({ user, settling }: Props) {
  if (settling) return <Spinner label="Loading your account" />;
  return user ? <SignedInApplication user={user} /> : <GigApplicationForm user={null} />;
}

function SignedInApplication({ user }: { user: PublicUser }) {
  const application = useQuery(myGigApplicationQuery(user.id));
  const waiting = useLiveQuery(
    () =>
      localDb.outbox
        .where('userId')
        .equals(user.id)
        .filter((item) => item.kind === 'gig-application' && item.status === 'waiting')
        .count(),
    [user.id],
  );
  if (application.data) return <GigApplicationStatus application={application.data} />;
  if (waiting) return <GigApplicationWaiting />;
  // Offline with nothing remembered the check fails: show the form, the server refuses a second one.
  if (waiting === undefined || (application.isPending && application.isFetching)) {
    return <Spinner label="Checking your application" />;
  }
  return <GigApplicationForm user={user} />;
}
