import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Button, type ButtonVariant } from '~/components/ui/button';
import type { OwnedBusiness, VendorService } from '../queries';
import { ServiceForm } from './service-form';

type Props = {
  userId: string;
  businesses: OwnedBusiness[];
  service?: VendorService;
  online: boolean;
  triggerLabel: string;
  triggerVariant?: ButtonVariant;
  triggerClassName?: string;
};

/** The service form in a dialog: opened by 'Add service', or by 'Edit' with the service filled in. */
export function ServiceDialog({
  userId,
  businesses,
  service,
  online,
  triggerLabel,
  triggerVariant = 'primary',
  triggerClassName = '',
}: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button
          variant={triggerVariant}
          className={triggerClassName}
          disabled={!online}
          aria-label={service ? `Edit ${service.name}` : undefined}
        >
          {triggerLabel}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:p-6">
          <div className="mb-4 flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="text-xl font-semibold text-pine-800">
                {service ? 'Edit service' : 'Add service'}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted">
                {service ? `Changes show on your page at once.` : 'It shows on your page once saved.'}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="-m-2 grid h-11 w-11 shrink-0 place-items-center rounded-full text-2xl leading-none hover:bg-pine-50"
            >
              ×
            </Dialog.Close>
          </div>
          <ServiceForm
            userId={userId}
            businesses={businesses}
            service={service}
            online={online}
            onSaved={() => setOpen(false)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
