import { type MouseEvent, Suspense, useRef, useState } from 'react';
import { lazyWidget } from '~/lib/lazy-widget';
import type { LightboxPhoto } from './ui/lightbox';

// Its code (Radix Dialog and all) arrives when a photo is first opened, never with a page.
const Lightbox = lazyWidget(() => import('./ui/lightbox').then((m) => m.Lightbox));

/**
 * The lightbox for a set of photos: `open(i)` is a thumbnail's click handler, and `lightbox` is
 * drawn next to the thumbnails. Focus goes back to the thumbnail that opened it.
 */
export function useLightbox(photos: LightboxPhoto[], title: string) {
  const [index, setIndex] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = (i: number) => (event: MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    setIndex(i);
  };
  const lightbox =
    index === null ? null : (
      <Suspense fallback={null}>
        <Lightbox
          photos={photos}
          index={index}
          onIndexChange={setIndex}
          onClose={() => setIndex(null)}
          title={title}
          returnFocusTo={() => opener.current}
        />
      </Suspense>
    );
  return { open, lightbox };
}
