import type { ServiceView } from '@contracts/vendors';
import { estimatedTotal, isPerPerson, serviceGuests, servicePrice } from '~/lib/format';

/** What the chosen service will cost for this many guests: the figure the cart will show. */
export function PriceHint({ service, guests }: { service: ServiceView; guests: string }) {
  const count = Number(guests);
  const range = serviceGuests(service);
  // Mid-sentence: "BBQ Buffet takes up to 60 guests.", not "takes Up to".
  const limits = range ? ` ${service.name} takes ${range.charAt(0).toLowerCase()}${range.slice(1)}.` : '';
  if (!isPerPerson(service))
    return <span data-testid="price-hint">{`${servicePrice(service)}.${limits}`}</span>;
  if (!guests || !Number.isInteger(count) || count < 1) {
    return (
      <span data-testid="price-hint">{`${servicePrice(service)}: enter your guest count for an estimate.${limits}`}</span>
    );
  }
  return (
    <span data-testid="price-hint">
      Estimated total: <strong>{estimatedTotal(service, count)}</strong> ({servicePrice(service)} × {count}{' '}
      {count === 1 ? 'guest' : 'guests'}).{limits}
    </span>
  );
}
