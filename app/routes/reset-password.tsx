import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { Page } from '~/components/layout/page';
import { ForgotPasswordForm } from '~/features/auth/components/forgot-password-form';
import { NewPasswordForm } from '~/features/auth/components/new-password-form';
import { useOnline } from '~/offline/use-online';

const searchSchema = v.object({
  token: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
});

export const Route = createFileRoute('/reset-password')({
  validateSearch: searchSchema,
  component: ResetPasswordScreen,
});

/** Forgot password: without a token, ask for a link; with the link's token, choose the new password. */
function ResetPasswordScreen() {
  const { token } = Route.useSearch();
  const navigate = useNavigate();
  const offline = !useOnline();
  return (
    <Page
      title={token ? 'Choose a new password' : 'Forgot your password?'}
      intro={token ? 'Every device signed in to your account will be signed out.' : undefined}
    >
      <div className="space-y-6 rounded-2xl border border-line bg-white p-4 sm:p-6">
        {offline && (
          <p role="status" className="rounded-xl bg-pine-50 p-3 font-semibold">
            You are offline. Resetting a password needs a connection.
          </p>
        )}
        {token ? (
          <NewPasswordForm
            token={token}
            offline={offline}
            onChanged={() => void navigate({ to: '/auth', search: { tab: 'signin' } })}
          />
        ) : (
          <ForgotPasswordForm offline={offline} />
        )}
        <Link to="/auth" className="inline-flex min-h-11 items-center font-semibold text-lake-700 underline">
          ← Back to Sign In
        </Link>
      </div>
    </Page>
  );
}
