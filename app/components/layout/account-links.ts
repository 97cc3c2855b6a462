import type { PublicUser } from '@contracts/auth';

export type AccountLink = { to: string; label: string };

/**
 * The user menu's entries for what this person does here, after Profile: a customer's bookings, a
 * quotes, a vendor's dashboard, a worker's job board, the admin's console. Someone holding two (a vendor who
 * also takes gig work) gets both. My bookings is the customer's: in a vendor's menu it would read as
 * the bookings of their business, which live on the dashboard; the Profile page lists it for all.
 */
export function accountLinks(user: Pick<PublicUser, 'role' | 'isVendor' | 'isWorker'>): AccountLink[] {
  const links: AccountLink[] = [];
  if (user.role === 'admin') links.push({ to: '/admin', label: 'Admin console' });
  if (user.role === 'customer') {
    links.push({ to: '/bookings', label: 'My bookings' });
    links.push({ to: '/quotes', label: 'My quotes' });
  }
  // The hearts' list: anyone signed in may save vendors, an admin included.
  links.push({ to: '/saved', label: 'Saved' });
  if (user.isVendor || user.role === 'vendor')
    links.push({ to: '/vendor-dashboard', label: 'Vendor dashboard' });
  if (user.isWorker || user.role === 'worker') links.push({ to: '/worker-jobs', label: 'Job board' });
  // Customers and vendors talk about bookings and quotes; the admin reads threads from an order.
  if (user.role !== 'admin' || user.isVendor) links.push({ to: '/messages', label: 'Messages' });
  return links;
}
