import { beforeEach, describe, expect, it } from 'vitest';
import type { AvailabilityDay } from '../../contracts/availability';
import { vendorAvailability } from '../../db/schema';
import { addVendor } from '../../test/fixtures';
import { Client, makeTestApp, signUp } from '../../test/harness';

// The test clock reads 2026-11-23 12:00 UTC: Monday, November 23 in Broken Bow.
let t: Awaited<ReturnType<typeof makeTestApp>>;
let owner: Awaited<ReturnType<typeof signUp>>;
let vendor: Awaited<ReturnType<typeof addVendor>>;

beforeEach(async () => {
  t = await makeTestApp();
  owner = await signUp(t.app, 'vendor');
  vendor = await addVendor(t.db, { businessName: 'Smokehouse', userId: owner.user.id });
});

const block = (body: Record<string, unknown>, client = owner.client) =>
  client.post('/api/vendor/availability/range', { vendorId: vendor.id, ...body });
const reasons = async (from: string, to: string) =>
  (
    (await new Client(t.app).get(`/api/vendors/${vendor.id}/availability?from=${from}&to=${to}`))
      .json as AvailabilityDay[]
  ).map((d) => d.reason);

describe('POST /api/vendor/availability/range', () => {
  it('blocks every day from From to To with its note, and frees them again', async () => {
    const res = await block({ from: '2026-12-21', to: '2026-12-27', blocked: true, note: 'Christmas week' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      vendorId: vendor.id,
      from: '2026-12-21',
      to: '2026-12-27',
      blocked: true,
      days: 7,
    });
    expect(await reasons('2026-12-20', '2026-12-28')).toEqual([
      null,
      'blocked',
      'blocked',
      'blocked',
      'blocked',
      'blocked',
      'blocked',
      'blocked',
      null,
    ]);
    expect(new Set((await t.db.select().from(vendorAvailability).all()).map((r) => r.note))).toEqual(
      new Set(['Christmas week']),
    );

    expect((await block({ from: '2026-12-24', to: '2026-12-25', blocked: false })).status).toBe(200);
    expect(await reasons('2026-12-23', '2026-12-26')).toEqual(['blocked', null, null, 'blocked']);
  });

  it('takes at most 366 days, never a past day nor a To before From', async () => {
    const tooLong = await block({ from: '2026-12-01', to: '2027-12-02', blocked: true });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json).toMatchObject({ message: 'Block at most 366 days at a time' });
    expect(await t.db.select().from(vendorAvailability).all()).toHaveLength(0);
    expect((await block({ from: '2026-12-01', to: '2027-12-01', blocked: true })).json).toMatchObject({
      days: 366,
    });
    expect(await t.db.select().from(vendorAvailability).all()).toHaveLength(366);
    expect((await block({ from: '2026-11-22', to: '2026-11-24', blocked: true })).json).toMatchObject({
      message: 'That day has passed',
    });
    expect((await block({ from: '2026-12-05', to: '2026-12-04', blocked: true })).status).toBe(400);
  });

  it("answers 404 for another vendor's business and changes nothing", async () => {
    const other = await signUp(t.app, 'vendor');
    await addVendor(t.db, { userId: other.user.id });
    expect((await block({ from: '2026-12-01', to: '2026-12-02', blocked: true }, other.client)).status).toBe(
      404,
    );
    expect(await t.db.select().from(vendorAvailability).all()).toHaveLength(0);
  });
});
