import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

type Props = {
  /** The dialog's own open state: the panel is drawn only while it is open (below). */
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  /** 'lg' for a short form, '2xl' for a page of fields or a photo grid. */
  width?: 'lg' | '2xl';
  children: ReactNode;
};

/**
 * The open part of a form dialog: the dimmed page, a panel that fits a phone and scrolls within it,
 * its title and description (what a screen reader announces), and a 44 px close button.
 */
export function DialogPanel({ open, title, description, width = 'lg', children }: Props) {
  // Closed, nothing is mounted: Radix's closed portal still sets state from a layout effect as a screen
  // is first committed, which forces a second render and every effect before the first paint.
  if (!open) return null;
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
      <Dialog.Content
        className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${width === 'lg' ? 'max-w-lg' : 'max-w-2xl'} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:p-6`}
      >
        <div className="mb-4 flex items-start justify-between gap-3">
          <div>
            <Dialog.Title className="text-xl font-semibold text-pine-800">{title}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>
          </div>
          <Dialog.Close
            aria-label="Close"
            className="-m-2 grid h-11 w-11 shrink-0 place-items-center rounded-full text-2xl leading-none hover:bg-pine-50"
          >
            ×
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
