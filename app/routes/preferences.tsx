import type { PublicUser } from '@contracts/auth';
import type { PreferencesView } from '@contracts/preferences';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { Page } from '~/components/layout/page';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/icons';
import { SignInPrompt } from '~/features/auth/components/require-user';
import { startOwnData, userQuery } from '~/features/auth/queries';
import { PreferencesForm } from '~/features/preferences/components/preferences-form';
import { useSavePreferences } from '~/features/preferences/mutations';
import { preferencesQuery } from '~/features/preferences/queries';
import { PushToggle } from '~/features/push/components/push-toggle';
import { HttpError } from '~/lib/api';

export const Route = createFileRoute('/preferences')({
  loader: ({ context: { queryClient } }) =>
    startOwnData(queryClient, (userId) => {
      void queryClient.prefetchQuery(preferencesQuery(userId));
    }),
  component: PreferencesScreen,
});

/** SPEC section 3's defaults: what a visitor sees before there is an account to save them to. */
const VISITOR_DEFAULTS: PreferencesView = {
  email: '',
  phone: '',
  emailNotifications: true,
  smsNotifications: false,
  marketingEmails: false,
  bookingReminders: true,
  promotionalTexts: false,
  clientUpdatedAt: null,
};

function PreferencesScreen() {
  const { data: user, isPending } = useQuery(userQuery);
  return (
    <Page
      title="Communication Preferences"
      intro="Choose how Broken Bow Events keeps in touch about your bookings, reminders and offers."
    >
      {isPending ? <Spinner label="Loading your account" /> : user ? <Saved user={user} /> : <Visitor />}
    </Page>
  );
}

function Saved({ user }: { user: PublicUser }) {
  const { data, isPending, isError, refetch } = useQuery(preferencesQuery(user.id));
  const save = useSavePreferences(user.id);
  if (isPending) return <Spinner label="Loading your preferences" />;
  if (isError && !data)
    return (
      <div role="alert" className="rounded-xl border border-line bg-white p-6 text-center">
        <p>Your preferences could not be loaded. Check your connection and try again.</p>
        <Button variant="outline" className="mt-4" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  return (
    <div className="space-y-6">
      {/* Per device and at once, not saved with the form: first, where someone looking for it sees it. */}
      <PushToggle />
      <PreferencesForm
        // A newer saved edit (after a sync) starts the form again from what the server holds.
        key={data.clientUpdatedAt ?? 'defaults'}
        initial={data}
        saving={save.isPending}
        onSave={(edit, showErrors) =>
          save.mutate(edit, {
            onError: (error) => error instanceof HttpError && error.fields && showErrors(error.fields),
          })
        }
      />
    </div>
  );
}

/** SPEC: the page does not check sign-in; saving does, so a visitor is told why and where to go. */
function Visitor() {
  const from = useLocation().href;
  const [tried, setTried] = useState(false);
  return (
    <div className="space-y-6">
      <p className="rounded-xl border border-line bg-white p-4" data-testid="preferences-sign-in-note">
        Saving preferences needs an account.{' '}
        <Link to="/auth" search={{ redirect: from }} className="font-semibold text-lake-700 underline">
          Sign in
        </Link>{' '}
        to load and save yours.
      </p>
      <PreferencesForm
        initial={VISITOR_DEFAULTS}
        saving={false}
        onSave={() => setTried(true)}
        footer={tried && <SignInPrompt message="Sign in to save your preferences." redirect={from} />}
      />
    </div>
  );
}
