import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icons';

export function OfflineNotice({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-lg bg-lake-50 px-3 py-2 text-sm text-lake-700"
    >
      <Icon name="offline" className="h-4 w-4 shrink-0" />
      {children}
    </p>
  );
}

export function NotAVendor() {
  return (
    <div className="rounded-xl border border-line bg-white p-6 text-center" data-testid="not-a-vendor">
      <p className="text-lg font-semibold">This page is for vendors</p>
      <p className="mt-2 text-muted">
        List your business in Broken Bow and manage bookings here once your application is approved.
      </p>
      <Link to="/vendor-signup" className={buttonClass('secondary', 'mt-4')}>
        Apply as a vendor
      </Link>
    </div>
  );
}
