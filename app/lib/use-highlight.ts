import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/** The ring around a card a link pointed at. */
export const HIGHLIGHT_CLASS = 'border-sunset-500 ring-2 ring-sunset-500 outline-none';

/**
 * A card that a link (a notification, a push) points at: brought into view and given focus once, so
 * a screen-reader or keyboard user starts there too. Spread `attributes` on the card's element.
 * The router puts a newly opened screen at its top once the screen is drawn, which can come after
 * the card is (its data was already on the phone): so it is brought into view again then, once.
 */
export function useHighlight<T extends HTMLElement>(highlighted: boolean) {
  const ref = useRef<T>(null);
  const router = useRouter();
  useEffect(() => {
    if (!highlighted) return;
    const show = () => {
      ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      ref.current?.focus({ preventScroll: true });
    };
    show();
    const stop = router.subscribe('onRendered', () => {
      stop();
      show();
    });
    return stop;
  }, [highlighted, router]);
  return {
    ref,
    attributes: { tabIndex: highlighted ? -1 : undefined, 'data-highlighted': highlighted || undefined },
  };
}
