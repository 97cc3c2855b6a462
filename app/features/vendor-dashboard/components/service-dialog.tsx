import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Button, type ButtonVariant } from '~/components/ui/button';
import { DialogPanel } from '~/components/ui/dialog-panel';
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
      <DialogPanel
        open={open}
        title={service ? 'Edit service' : 'Add service'}
        description={service ? 'Changes show on your page at once.' : 'It shows on your page once saved.'}
      >
        <ServiceForm
          userId={userId}
          businesses={businesses}
          service={service}
          online={online}
          onSaved={() => setOpen(false)}
        />
      </DialogPanel>
    </Dialog.Root>
  );
}
