import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { Icon } from '~/components/ui/icons';
import { NAV_LINKS } from './nav-links';

/** `account` is the signed-in corner (cart, menu) or the way to sign in: the root route composes it. */
export function Navbar({ account }: { account: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-paper/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center gap-1 px-4 sm:gap-2">
        <Link
          to="/"
          className="mr-auto flex min-h-11 min-w-0 items-center gap-2 font-bold text-pine-700"
          aria-label="Broken Bow Events home"
        >
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span className="text-sm leading-tight sm:text-lg">Broken Bow Events</span>
        </Link>
        <ul className="hidden items-center gap-1 lg:flex">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-pine-50"
                activeProps={{ className: 'text-pine-700 underline underline-offset-4' }}
                activeOptions={{ exact: link.to === '/' }}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        {account}
        <button
          type="button"
          className="grid h-11 w-11 place-items-center rounded-lg text-pine-700 hover:bg-pine-50 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
        </button>
      </nav>
      {menuOpen && (
        <ul id="mobile-menu" className="border-t border-line bg-paper px-4 py-2 lg:hidden">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={() => setMenuOpen(false)}
                className="flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-pine-50"
                activeOptions={{ exact: link.to === '/' }}
                activeProps={{ className: 'text-pine-700' }}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}
