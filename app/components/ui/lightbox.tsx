import { Dialog } from 'radix-ui';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';

/** A photo as the lightbox shows it: its largest rendition, every width when the server made several. */
export type LightboxPhoto = { src: string; srcset?: string; width?: number; height?: number; alt: string };

type Props = {
  photos: LightboxPhoto[];
  /** The photo shown; the owner keeps it, so a thumbnail opens at its own photo. */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** What the photos are ("Photos of Timber Ridge Smokehouse"): the dialog's name. */
  title: string;
  /** Where focus goes back when it closes: the thumbnail that opened it. */
  returnFocusTo: () => HTMLElement | null;
};

// A horizontal drag longer than this changes the photo; a shorter one is a tap or a wobble.
const SWIPE_PX = 50;

/**
 * One photo at a time over the dimmed page, never the raw file in a new tab: previous and next by
 * button, arrow key or swipe (the ends wrap round), "2 of 5", the photo's alt text below it, and
 * Escape or × to close (Radix Dialog keeps focus inside and gives it back).
 */
export function Lightbox({ photos, index, onIndexChange, onClose, title, returnFocusTo }: Props) {
  const dragFrom = useRef<number | null>(null);
  const count = photos.length;
  const photo = photos[index];
  if (!photo) return null;
  const go = (step: number) => onIndexChange((index + step + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    dragFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = dragFrom.current;
    dragFrom.current = null;
    if (from === null || count < 2) return;
    const moved = event.clientX - from;
    if (Math.abs(moved) > SWIPE_PX) go(moved < 0 ? 1 : -1);
  };

  const step =
    'grid h-11 w-11 place-items-center rounded-full bg-white/90 text-2xl text-ink shadow hover:bg-white';
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/90" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo()?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col p-2 text-white sm:p-4"
          data-testid="lightbox"
        >
          <div className="flex items-center justify-between gap-3">
            <div className="min-w-0">
              <Dialog.Title className="truncate text-sm font-semibold">{title}</Dialog.Title>
              <p className="text-sm" aria-live="polite" data-testid="lightbox-counter">
                {index + 1} of {count}
              </p>
            </div>
            <Dialog.Close aria-label="Close" className={step}>
              ×
            </Dialog.Close>
          </div>
          <div
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center select-none"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              dragFrom.current = null;
            }}
          >
            <img
              key={photo.src}
              src={photo.src}
              srcSet={photo.srcset}
              sizes="100vw"
              width={photo.width}
              height={photo.height}
              alt={photo.alt}
              draggable={false}
              className="h-auto max-h-full w-auto max-w-full object-contain"
            />
            {count > 1 && (
              <>
                <button
                  type="button"
                  aria-label="Previous photo"
                  onClick={() => go(-1)}
                  className={`absolute top-1/2 left-1 -translate-y-1/2 ${step}`}
                >
                  ‹
                </button>
                <button
                  type="button"
                  aria-label="Next photo"
                  onClick={() => go(1)}
                  className={`absolute top-1/2 right-1 -translate-y-1/2 ${step}`}
                >
                  ›
                </button>
              </>
            )}
          </div>
          <Dialog.Description className="mx-auto max-w-2xl px-2 pt-2 text-center text-sm">
            {photo.alt}
          </Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
