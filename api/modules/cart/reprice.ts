import { and, eq, inArray } from 'drizzle-orm';
import { linePrice } from '../../contracts/line-price';
import { centsToDecimal } from '../../contracts/money';
import type { RepricedLine } from '../../contracts/price-change';
import type { Executor } from '../../db/client';
import { type cartItems, services } from '../../db/schema';

type Line = Pick<
  typeof cartItems.$inferSelect,
  'id' | 'itemName' | 'serviceId' | 'offerId' | 'guestCount' | 'selectedTime' | 'endTime' | 'priceCents'
>;

/**
 * The lines whose service the vendor has repriced since they were added, by id, with what each costs
 * now. An offer keeps the offer's price, and a withdrawn service is checkout's other refusal, so
 * neither is repriced here.
 */
export async function repricedLines(db: Executor, lines: readonly Line[]): Promise<Map<string, number>> {
  const serviceIds = lines.flatMap((l) => (l.serviceId && !l.offerId ? [l.serviceId] : []));
  const repriced = new Map<string, number>();
  if (serviceIds.length === 0) return repriced;
  const offered = await db
    .select()
    .from(services)
    .where(and(inArray(services.id, serviceIds), eq(services.isActive, true)))
    .all();
  for (const line of lines) {
    const service = line.offerId ? undefined : offered.find((s) => s.id === line.serviceId);
    if (!service) continue;
    const now = linePrice(service, service.basePriceCents, line);
    if (now !== line.priceCents) repriced.set(line.id, now);
  }
  return repriced;
}

/** A line's two prices in the words every price change uses (line totals, so no unit). */
export const repricedLine = (name: string, wasCents: number, nowCents: number): RepricedLine => ({
  name,
  change: { was: centsToDecimal(wasCents), now: centsToDecimal(nowCents), unit: null },
});
