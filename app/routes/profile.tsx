import type { PublicUser } from '@contracts/auth';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { RequireUser } from '~/features/auth/components/require-user';
import { displayName } from '~/features/auth/queries';

export const Route = createFileRoute('/profile')({
  component: ProfileScreen,
});

type RoleLink = { to: string; label: string };
const LINKS_BY_ROLE: Record<PublicUser['role'], RoleLink[]> = {
  customer: [
    { to: '/event-planner', label: 'Plan an event' },
    { to: '/vendors', label: 'Browse vendors' },
    { to: '/cart', label: 'Your cart' },
    { to: '/bookings', label: 'My bookings' },
  ],
  vendor: [
    { to: '/vendor-dashboard', label: 'Vendor dashboard' },
    { to: '/vendor-signup', label: 'Vendor applications' },
    { to: '/vendors', label: 'See the directory' },
  ],
  worker: [
    { to: '/worker-jobs', label: 'Job board' },
    { to: '/gig-workers', label: 'Gig worker application' },
  ],
  admin: [
    { to: '/admin', label: 'Admin console' },
    { to: '/vendors', label: 'Vendor directory' },
    { to: '/worker-jobs', label: 'Job board' },
  ],
};

const ROLE_NAMES: Record<PublicUser['role'], string> = {
  customer: 'Customer',
  vendor: 'Vendor / Business',
  worker: 'Gig Worker',
  admin: 'Administrator',
};

/**
 * The role's links plus those of whatever else the person holds (a vendor approved for gig work), and
 * everyone's own bookings and quotes (anyone may book or ask for a quote). An approved gig worker has no application left to send.
 */
function linksFor(user: PublicUser): RoleLink[] {
  const links = [
    ...LINKS_BY_ROLE[user.role],
    ...(user.isVendor ? LINKS_BY_ROLE.vendor : []),
    ...(user.isWorker ? LINKS_BY_ROLE.worker : []),
    { to: '/bookings', label: 'My bookings' },
    { to: '/quotes', label: 'My quotes' },
    { to: '/preferences', label: 'Communication Preferences' },
  ];
  return links.filter(
    (link, i) =>
      links.findIndex((other) => other.to === link.to) === i &&
      !(user.isWorker && link.to === '/gig-workers'),
  );
}

function accountType(user: PublicUser): string {
  const held = [
    user.role,
    ...(user.isVendor ? (['vendor'] as const) : []),
    ...(user.isWorker ? (['worker'] as const) : []),
  ];
  return [...new Set(held)].map((role) => ROLE_NAMES[role]).join(' and ');
}

function ProfileScreen() {
  return (
    <RequireUser>
      {(user) => (
        <Page title="Your Profile">
          <dl className="grid gap-4 rounded-xl border border-line bg-white p-6 sm:grid-cols-2">
            <Detail label="Name" value={displayName(user)} />
            <Detail label="Username" value={user.username} />
            <Detail label="Email" value={user.email} />
            <Detail label="Phone" value={user.phone ?? 'Not given'} />
            <Detail label="Account type" value={accountType(user)} />
          </dl>
          <h2 className="mt-8 text-xl font-semibold">For you</h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {linksFor(user).map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="flex min-h-11 items-center rounded-lg border border-line bg-white px-4 font-medium text-pine-700 hover:bg-pine-50"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </Page>
      )}
    </RequireUser>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
