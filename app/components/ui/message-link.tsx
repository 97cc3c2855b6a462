import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Icon } from './icons';

type About = { order: string } | { quote: string; vendor: string };

/**
 * A way into the conversation about a booking or a quote, for any screen: /messages/open finds or
 * starts it, so the screen needs nothing from the messages feature.
 */
export function MessageLink({
  about,
  children,
  className = '',
}: {
  about: About;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      to="/messages/open"
      search={about}
      className={`inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-lake-700 underline underline-offset-2 ${className}`}
    >
      <Icon name="message" className="h-5 w-5" />
      {children}
    </Link>
  );
}
