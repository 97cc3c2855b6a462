import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { buttonClass } from '~/components/ui/button';

type Props = {
  accountType: 'worker' | 'vendor';
  accountName: string;
  redirect: '/gig-workers' | '/vendor-signup';
};

/**
 * Shown when a signed-out visitor submits: applications belong to an account. The answers stay in
 * the draft, so after /auth sends them back here the form is as they left it.
 */
export function SignInFirst({ accountType, accountName, redirect }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  // Moves focus here so keyboard and screen-reader users learn why nothing was sent.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="rounded-xl border border-lake-600 bg-lake-50 p-4 sm:p-5"
      data-testid="sign-in-first"
    >
      <p className="font-semibold text-lake-700">
        Sign in or create a {accountName} account to send your application
      </p>
      <p className="mt-1 text-sm text-muted">Your answers are saved on this device while you do.</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Link
          to="/auth"
          search={{ type: accountType, redirect }}
          className={buttonClass('secondary', 'px-6 text-center')}
        >
          Sign in
        </Link>
        <Link
          to="/auth"
          search={{ type: accountType, tab: 'signup', redirect }}
          className={buttonClass('outline', 'px-6 text-center')}
        >
          Create a {accountName} account
        </Link>
      </div>
    </div>
  );
}
