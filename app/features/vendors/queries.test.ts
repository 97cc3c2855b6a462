// @vitest-environment happy-dom
import type { ServiceView } from '@contracts/vendors';
import { type QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '~/lib/api';
import { createQueryClient } from '~/lib/query-client';
import { JUST_RECEIVED_MS } from '~/lib/revalidate';
import { connection } from '~/offline/connection';
import { servicesQuery } from './queries';

// Issue 27: a vendor page opened online paints what the phone had, then asks the server once, so a
// price raised since replaces the one remembered (SPEC section 7 still holds: no polling, no refetch
// on focus, nothing goes stale on its own).

// The connectivity model's own probe of /api/health gets no answer here: only the tests move it.
vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));

const dinner = (price: string): ServiceView => ({
  id: 'dinner',
  vendorId: 'v1',
  name: 'Family-Style Cabin Dinner',
  description: null,
  category: 'catering',
  price,
  priceUnit: 'per person',
  duration: null,
  minGuests: 10,
  maxGuests: 60,
  minHours: null,
});

let asked: string[];
let client: QueryClient;
beforeEach(() => {
  connection()?.answered();
  asked = [];
  client = createQueryClient();
  setApiTransport(async (path) => {
    asked.push(path);
    return Response.json([dinner('26.00')]);
  });
});
afterEach(() => client.clear());

/** The phone's copy of the services, received `ago` ms before the screen opens. */
function remembered(ago: number) {
  client.setQueryData(servicesQuery('v1').queryKey, [dinner('24.00')], { updatedAt: Date.now() - ago });
}

/** The vendor page opening: one screen showing the services, as useQuery observes them. */
async function open() {
  const observer = new QueryObserver(client, servicesQuery('v1'));
  const shown: string[] = [];
  const stop = observer.subscribe((result) => result.data && shown.push(result.data[0]?.price ?? ''));
  shown.push(observer.getCurrentResult().data?.[0]?.price ?? '');
  await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('idle'));
  stop();
  return shown;
}

describe('the catalogue, opened again', () => {
  it('paints what the phone had, then once the price the server has now', async () => {
    remembered(60 * 60_000);
    const shown = await open();
    expect(shown[0]).toBe('24.00');
    expect(shown.at(-1)).toBe('26.00');
    expect(asked).toEqual(['/api/vendors/v1/services']);
  });

  it('does not ask again what arrived with the opening itself (the drawn page, the loader)', async () => {
    remembered(JUST_RECEIVED_MS / 2);
    expect(await open()).toEqual(['24.00']);
    expect(asked).toEqual([]);
  });

  it('offline, shows what the phone had without trying the network', async () => {
    window.dispatchEvent(new Event('offline'));
    remembered(60 * 60_000);
    expect(await open()).toEqual(['24.00']);
    expect(asked).toEqual([]);
  });

  it('asks once per opening: a second look right after, or the page left open, asks nothing more', async () => {
    remembered(60 * 60_000);
    await open();
    expect(await open()).toEqual(['26.00']);
    expect(
      client
        .getQueryCache()
        .find({ queryKey: servicesQuery('v1').queryKey })
        ?.isStale(),
    ).toBe(false);
    expect(asked).toHaveLength(1);
  });
});
