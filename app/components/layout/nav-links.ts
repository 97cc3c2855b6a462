/** SPEC section 2: the seven links, in the navbar and in the mobile menu. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/vendors', label: 'Vendors' },
  { to: '/catering', label: 'Catering' },
  { to: '/packages', label: 'Packages' },
  { to: '/delivery', label: 'Delivery' },
  { to: '/blog', label: 'Blog' },
  { to: '/gig-workers', label: 'Gig Workers' },
] as const;
