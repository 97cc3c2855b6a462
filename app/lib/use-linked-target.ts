import { useRouter } from '@tanstack/react-router';
import { type RefObject, useEffect } from 'react';

/**
 * Brings the item a link opened (a notification's booking or job) into view and gives it focus. The
 * router puts a newly opened screen at its top once the screen is drawn, which can come after the
 * item is (its data was already on the phone): so it is shown again then, once.
 */
export function useLinkedTarget(ref: RefObject<HTMLElement | null>, active: boolean): void {
  const router = useRouter();
  useEffect(() => {
    if (!active) return;
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
  }, [active, ref, router]);
}
