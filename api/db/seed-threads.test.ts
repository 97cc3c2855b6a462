import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { listThreads, unreadThreads } from '../modules/threads/thread-view';
import { openDatabase } from './client';
import { users, vendors } from './schema';
import { seedDemoData } from './seed';
import { DEMO_CUSTOMER_EMAIL, DEMO_VENDOR_EMAIL } from './seed-data';

it('seeds two conversations on the demo bookings, one unread by the demo customer only', async () => {
  const db = openDatabase(':memory:');
  await seedDemoData(db, new Date('2026-03-01T12:00:00.000Z'));
  const person = async (email: string) => {
    const row = await db.select().from(users).where(eq(users.email, email)).get();
    if (!row) throw new Error(`no ${email}`);
    return { ...row, isVendor: false, isWorker: false };
  };
  const customer = await person(DEMO_CUSTOMER_EMAIL);
  const vendor = await person(DEMO_VENDOR_EMAIL);
  expect((await db.select().from(vendors).where(eq(vendors.userId, vendor.id)).all()).length).toBeGreaterThan(
    0,
  );
  // The bookings' conversations (seed-leads.ts adds one about a quote).
  const threads = (await listThreads(db, customer)).filter((t) => t.subject.kind === 'booking');
  expect(threads.map((t) => [t.otherName, t.unread])).toEqual([
    ['Timber Ridge Smokehouse', 2],
    ['Timber Ridge Smokehouse', 0],
  ]);
  expect(await unreadThreads(db, customer.id)).toBe(1);
  expect(await unreadThreads(db, vendor.id)).toBe(0);
  expect((await listThreads(db, vendor))[0]).toMatchObject({
    otherName: 'Casey',
    lastMessage: { mine: true },
  });
});
