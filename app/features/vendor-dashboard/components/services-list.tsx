import { formatMoney } from '@contracts/money';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmButton } from '~/components/ui/confirm-button';
import { Spinner } from '~/components/ui/icons';
import { EmptyState, LoadError } from '~/components/ui/list-states';
import { Pill } from '~/components/ui/pill';
import { serviceGuests } from '~/lib/format';
import { useDeactivateService } from '../mutations';
import { type OwnedBusiness, vendorServicesQuery } from '../queries';
import { ServiceDialog } from './service-dialog';

type Props = { userId: string; online: boolean; businesses: OwnedBusiness[] };

/** The vendor's services, active first, with add, edit and deactivate. */
export function ServicesList({ userId, online, businesses }: Props) {
  const services = useQuery(vendorServicesQuery(userId));
  const deactivate = useDeactivateService(userId);
  const canAdd = businesses.length > 0;

  let body: ReactNode;
  if (services.isPending) body = <Spinner label="Loading services" />;
  else if (services.error && !services.data)
    body = <LoadError what="services" error={services.error} online={online} />;
  else if (!services.data?.length)
    body = <EmptyState title="No services yet">Add what you offer so customers can book it.</EmptyState>;
  else {
    const sorted = [...services.data].sort((a, b) => Number(b.isActive) - Number(a.isActive));
    const nameOf = (vendorId: string) => businesses.find((b) => b.id === vendorId)?.businessName;
    body = (
      <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2" aria-label="Services">
        {sorted.map((service) => (
          <li
            key={service.id}
            className={`flex min-w-0 flex-col gap-2 rounded-xl border border-line p-4 ${service.isActive ? 'bg-white' : 'bg-paper'}`}
            data-testid="vendor-service"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="font-semibold">{service.name}</h3>
                {businesses.length > 1 && <p className="text-sm text-muted">{nameOf(service.vendorId)}</p>}
              </div>
              <Pill tone={service.isActive ? 'good' : 'quiet'}>
                {service.isActive ? 'Active' : 'Inactive'}
              </Pill>
            </div>
            <p className="font-semibold text-pine-800">
              {formatMoney(service.price)} <span className="font-normal text-muted">{service.priceUnit}</span>
            </p>
            <p className="text-sm text-muted">
              {serviceGuests(service) ?? 'Any number of guests'}
              {service.duration ? ` · ${service.duration}` : ''}
              {` · ${service.category}`}
            </p>
            <div className="mt-auto flex flex-wrap gap-2 pt-1">
              <ServiceDialog
                userId={userId}
                businesses={businesses}
                service={service}
                online={online}
                triggerLabel="Edit"
                triggerVariant="outline"
                triggerClassName="flex-1"
              />
              {service.isActive && (
                <ConfirmButton
                  label="Deactivate"
                  ariaLabel={`Deactivate ${service.name}`}
                  className="flex-1"
                  title={`Deactivate ${service.name}?`}
                  description="Customers will no longer see it on your page; existing bookings stay. You can make it active again with Edit."
                  confirmLabel="Deactivate"
                  disabled={!online || deactivate.isPending}
                  onConfirm={() => deactivate.mutate(service.id)}
                />
              )}
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-3">
      {canAdd && (
        <ServiceDialog
          userId={userId}
          businesses={businesses}
          online={online}
          triggerLabel="Add service"
          triggerClassName="w-full sm:w-auto"
        />
      )}
      {body}
    </div>
  );
}
