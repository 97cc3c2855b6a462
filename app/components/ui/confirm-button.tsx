import { AlertDialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { Button, type ButtonVariant, buttonClass } from '~/components/ui/button';

type Props = {
  label: string;
  /** When the visible label alone is ambiguous in a list ('Deactivate' which service?). */
  ariaLabel?: string;
  /** The id of text saying why the button is disabled (offline). */
  describedBy?: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The button that backs out ('Keep booking' where 'Cancel' would read as the action itself). */
  dismissLabel?: string;
  onConfirm: () => void;
  /** Told when the dialog opens or closes (to fetch what it shows only when asked). */
  onOpenChange?: (open: boolean) => void;
  /** More to read or fill in before confirming (a reason, the refund). */
  children?: ReactNode;
  disabled?: boolean;
  confirmDisabled?: boolean;
  variant?: ButtonVariant;
  className?: string;
};

/** A button for something hard to take back: it asks first, and Cancel has the focus. */
export function ConfirmButton({
  label,
  ariaLabel,
  describedBy,
  title,
  description,
  confirmLabel,
  dismissLabel = 'Cancel',
  onConfirm,
  onOpenChange,
  children,
  disabled,
  confirmDisabled,
  variant = 'danger',
  className = '',
}: Props) {
  const [open, setOpen] = useState(false);
  const openChange = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={openChange}>
      <AlertDialog.Trigger asChild>
        <Button
          variant={variant}
          disabled={disabled}
          className={className}
          aria-label={ariaLabel}
          aria-describedby={describedBy}
        >
          {label}
        </Button>
      </AlertDialog.Trigger>
      {/* Mounted only while open: a list of bookings has one of these a row, and Radix's closed portal
          sets state from a layout effect as the screen is first committed (dialog-panel.tsx). */}
      {open && (
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
            <AlertDialog.Title className="text-lg font-semibold text-pine-800">{title}</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-muted">{description}</AlertDialog.Description>
            {children && <div className="mt-4 space-y-3">{children}</div>}
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className={buttonClass('outline')}>{dismissLabel}</AlertDialog.Cancel>
              <AlertDialog.Action
                className={buttonClass('danger')}
                onClick={onConfirm}
                disabled={confirmDisabled}
              >
                {confirmLabel}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      )}
    </AlertDialog.Root>
  );
}
