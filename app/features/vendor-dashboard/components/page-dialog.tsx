import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';

type Props = {
  title: string;
  description: string;
  triggerLabel: string;
  /** Names the business, for a screen reader moving between several cards' buttons. */
  triggerAriaLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
};

/** A dashboard dialog for the owner's page (its details or its photos), opened from a business card. */
export function PageDialog({
  title,
  description,
  triggerLabel,
  triggerAriaLabel,
  open,
  onOpenChange,
  children,
}: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="outline" className="flex-1" aria-label={triggerAriaLabel}>
          {triggerLabel}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:p-6">
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
    </Dialog.Root>
  );
}
