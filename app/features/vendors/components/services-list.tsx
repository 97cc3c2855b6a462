import type { ServiceView } from '@contracts/vendors';
import { serviceGuests, servicePrice } from '~/lib/format';

/** What the vendor offers: name, description, price with its unit, duration and guest range. */
export function ServicesList({ services }: { services: ServiceView[] }) {
  if (services.length === 0) {
    return (
      <p className="text-muted">This vendor books by enquiry: describe your event in the booking notes.</p>
    );
  }
  return (
    <ul className="divide-y divide-line rounded-2xl border border-line bg-white" data-testid="services">
      {services.map((service) => {
        const guests = serviceGuests(service);
        return (
          <li key={service.id} className="grid gap-1 p-4 sm:grid-cols-[1fr_auto] sm:gap-x-6">
            <h3 className="font-semibold text-ink">{service.name}</h3>
            <p className="font-bold whitespace-nowrap text-pine-700 sm:row-span-2 sm:text-right">
              {servicePrice(service)}
            </p>
            {service.description && <p className="text-sm text-muted">{service.description}</p>}
            {(service.duration || guests) && (
              <p className="flex flex-wrap gap-x-4 text-sm text-muted sm:col-span-2">
                {service.duration && <span>Duration: {service.duration}</span>}
                {guests && <span>{guests}</span>}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
