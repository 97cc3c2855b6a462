import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { DialogPanel } from '~/components/ui/dialog-panel';

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
      <DialogPanel open={open} title={title} description={description} width="2xl">
        {children}
      </DialogPanel>
    </Dialog.Root>
  );
}
