import type { PublicUser } from '@contracts/auth';
import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Redirect } from '~/components/layout/redirect';
import { buttonClass } from '~/components/ui/button';
import { Spinner } from '~/components/ui/icons';
import { useCurrentUser } from '../queries';

type Props = {
  children: (user: PublicUser) => ReactNode;
  /** 'redirect' sends an anonymous visitor to /auth; 'prompt' shows why and a Sign In button. */
  whenSignedOut?: 'redirect' | 'prompt';
  prompt?: string;
};

/** SPEC section 2, protected routes: a spinner while the user loads, then the page or the way to /auth. */
export function RequireUser({
  children,
  whenSignedOut = 'redirect',
  prompt = 'Please sign in to continue.',
}: Props) {
  const { user, settling } = useCurrentUser();
  const from = useLocation().href;
  if (settling) return <Spinner label="Loading your account" />;
  if (user) return <>{children(user)}</>;
  if (whenSignedOut === 'redirect') return <Redirect to="/auth" redirect={from} />;
  return <SignInPrompt message={prompt} redirect={from} />;
}

export function SignInPrompt({ message, redirect }: { message: string; redirect?: string }) {
  return (
    <div className="rounded-xl border border-line bg-white p-6 text-center" data-testid="sign-in-prompt">
      <p className="text-lg">{message}</p>
      <Link to="/auth" search={{ redirect }} className={buttonClass('secondary', 'mt-4')}>
        Sign In
      </Link>
    </div>
  );
}
