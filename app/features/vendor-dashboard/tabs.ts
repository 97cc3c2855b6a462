/**
 * The dashboard's tabs, which a link may ask for (?tab=leads). A file of its own: the route's search
 * check is part of the start, and must not carry the dashboard's code with it.
 */
export const DASHBOARD_TABS = ['bookings', 'services', 'calendar', 'leads', 'reviews', 'earnings'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
