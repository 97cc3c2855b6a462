import type { PublicUser } from '@contracts/auth';
import { SIGN_UP_ROLES, type SignUpRole } from '@contracts/enums';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { Page } from '~/components/layout/page';
import { Redirect } from '~/components/layout/redirect';
import { Spinner } from '~/components/ui/icons';
import { Tabs } from '~/components/ui/tabs';
import { ACCOUNT_TYPES } from '~/features/auth/account-types';
import { AccountTypePicker } from '~/features/auth/components/account-type-picker';
import { SignInForm } from '~/features/auth/components/sign-in-form';
import { SignUpForm } from '~/features/auth/components/sign-up-form';
import { isSafeRedirect, landingAfterSignIn } from '~/features/auth/landing';
import { userQuery } from '~/features/auth/queries';

const searchSchema = v.object({
  // Only our own paths: an open redirect would let a link send people elsewhere after sign-in.
  redirect: v.fallback(v.optional(v.pipe(v.string(), v.check(isSafeRedirect))), undefined),
  type: v.fallback(v.optional(v.picklist(SIGN_UP_ROLES)), undefined),
  tab: v.fallback(v.optional(v.picklist(['signin', 'signup'])), undefined),
});

export const Route = createFileRoute('/auth')({
  validateSearch: searchSchema,
  component: AuthScreen,
});

const tabClass =
  'min-h-11 flex-1 rounded-lg px-4 font-semibold text-muted data-[state=active]:bg-white data-[state=active]:text-pine-800 data-[state=active]:shadow-sm';

function AuthScreen() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  const { data: user, isPending, isFetching } = useQuery(userQuery);
  const [role, setRole] = useState<SignUpRole>(search.type ?? 'customer');
  const [justSignedIn, setJustSignedIn] = useState(false);
  const typeName = ACCOUNT_TYPES.find((type) => type.role === role)?.name ?? 'Customer';
  // Where they were going (a safe ?redirect=) or, with nowhere asked, their own place: the console,
  // the vendor dashboard, the job board, or home for a customer.
  const done = (signedIn: PublicUser) => {
    setJustSignedIn(true);
    void navigate({ href: landingAfterSignIn(signedIn, search.redirect) });
  };

  if (isPending || (isFetching && !justSignedIn)) return <Spinner label="Loading your account" />;
  // SPEC: a signed-in visitor is sent home (a fresh sign-in follows its redirect instead).
  if (user && !justSignedIn) return <Redirect to="/" />;

  return (
    <Page title="Welcome to Broken Bow Events" intro="Sign in or create an account to book, sell or work.">
      <div className="space-y-6">
        <AccountTypePicker value={role} onChange={setRole} />
        <Tabs.Root defaultValue={search.tab ?? 'signin'}>
          <Tabs.List aria-label="Sign in or sign up" className="flex gap-1 rounded-xl bg-pine-50 p-1">
            <Tabs.Trigger value="signin" className={tabClass}>
              Sign In
            </Tabs.Trigger>
            <Tabs.Trigger value="signup" className={tabClass}>
              Sign Up
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="signin" className="mt-4 rounded-xl border border-line bg-white p-4 sm:p-6">
            <SignInForm typeName={typeName} onSignedIn={done} />
          </Tabs.Content>
          <Tabs.Content value="signup" className="mt-4 rounded-xl border border-line bg-white p-4 sm:p-6">
            <SignUpForm role={role} typeName={typeName} onSignedUp={done} />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </Page>
  );
}
