import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

/** The directory filtered by cuisine, encoded as the spec writes it ('BBQ & Grilled' -> BBQ%20%26%20Grilled). */
export const cuisineHref = (cuisine: string) =>
  `/vendors?category=restaurant&cuisineType=${encodeURIComponent(cuisine)}`;

/**
 * An in-app link whose href stays exactly as written (%20 rather than the router's +), still navigated by
 * the router without a page load. A modified or middle click is left to the browser.
 */
export function ExactLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
