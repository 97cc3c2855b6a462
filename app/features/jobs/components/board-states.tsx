import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icons';

export function Notice({ children, tone }: { children: ReactNode; tone: 'offline' | 'warning' }) {
  return (
    <p
      role="status"
      className={`flex items-center gap-2 rounded-lg px-3 py-2 text-sm ${
        tone === 'warning' ? 'bg-sunset-500/15 text-sunset-700' : 'bg-lake-50 text-lake-700'
      }`}
    >
      {tone === 'offline' && <Icon name="offline" className="h-4 w-4 shrink-0" />}
      {children}
    </p>
  );
}

/** The server's reason this user cannot take jobs yet (no application, or not approved). */
export function NotApproved({ reason }: { reason: string }) {
  return (
    <div className="rounded-xl border border-line bg-white p-6 text-center" data-testid="not-approved">
      <p className="text-lg font-semibold">You can’t take jobs yet</p>
      <p className="mt-2 text-muted">{reason}</p>
      <Link to="/gig-workers" className={buttonClass('secondary', 'mt-4')}>
        Gig worker application
      </Link>
    </div>
  );
}
