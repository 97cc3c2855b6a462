import type { ReactNode } from 'react';
import { Pill } from '~/components/ui/pill';
import type { OwnedBusiness } from '../queries';
import { YourPage } from './your-page';

const STATUS = {
  pending: { tone: 'pending', label: 'Awaiting approval' },
  approved: { tone: 'good', label: 'Approved' },
  rejected: { tone: 'bad', label: 'Not approved' },
} as const;

/** The vendor's businesses and where each application stands. */
export function Businesses({
  userId,
  businesses,
  online,
  planLine,
}: {
  userId: string;
  businesses: OwnedBusiness[];
  online: boolean;
  planLine: (vendorId: string) => ReactNode;
}) {
  return (
    <section aria-labelledby="businesses-heading">
      <h2 id="businesses-heading" className="text-xl font-semibold">
        Your {businesses.length === 1 ? 'business' : 'businesses'}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {businesses.map((business) => {
          const status = STATUS[business.applicationStatus] ?? STATUS.pending;
          return (
            <li
              key={business.id}
              className="rounded-xl border border-line bg-white p-4"
              data-testid="business"
            >
              <div className="flex items-start justify-between gap-3">
                <h3 className="font-semibold">{business.businessName}</h3>
                <Pill tone={status.tone}>{status.label}</Pill>
              </div>
              <p className="mt-1 text-sm text-muted capitalize">
                {business.businessType}
                {business.applicationStatus === 'approved' && !business.isActive
                  ? ' · hidden from the directory'
                  : ''}
              </p>
              {/* The plan billed (chosen at application, paid once listed). */}
              {business.applicationStatus === 'approved' ? (
                planLine(business.id)
              ) : (
                <p className="text-sm text-muted first-letter:uppercase">{business.plan} plan chosen</p>
              )}
              <AdminNote business={business} />
              {/* A page to edit once it is listed (or was, before a suspension). */}
              {business.applicationStatus === 'approved' && (
                <YourPage userId={userId} business={business} online={online} />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Why the business was turned down or taken out of the directory, in the admin's words. */
function AdminNote({ business }: { business: OwnedBusiness }) {
  const note =
    business.applicationStatus === 'rejected'
      ? business.decisionNote && `Reason: ${business.decisionNote}`
      : !business.isActive && business.suspendedReason && `Suspended: ${business.suspendedReason}`;
  if (!note) return null;
  return (
    <p className="mt-2 rounded-lg bg-danger-50 px-3 py-2 text-sm text-danger" data-testid="business-note">
      {note}
    </p>
  );
}
