import { useEffect, useRef } from 'react';

/** The ring around a card a link pointed at. */
export const HIGHLIGHT_CLASS = 'border-sunset-500 ring-2 ring-sunset-500 outline-none';

/**
 * A card that a link (a notification, a push) points at: brought into view and given focus once, so
 * a screen-reader or keyboard user starts there too. Spread `attributes` on the card's element.
 */
export function useHighlight<T extends HTMLElement>(highlighted: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!highlighted) return;
    ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    ref.current?.focus({ preventScroll: true });
  }, [highlighted]);
  return {
    ref,
    attributes: { tabIndex: highlighted ? -1 : undefined, 'data-highlighted': highlighted || undefined },
  };
}
