import { beforeEach, describe, expect, it } from 'vitest';
import { changeWorld } from './booking-change-test-kit';

let w: Awaited<ReturnType<typeof changeWorld>>;
beforeEach(async () => {
  w = await changeWorld();
});

describe('asking to change a booking, refused', () => {
  it('a request the vendor has not answered yet (its card only held) is a 409: "This booking waits for the vendor’s answer. Change it once it is accepted."', async () => {
    const { client, orderId } = await w.book({
      serviceId: w.dj.id,
      selectedDate: '2026-12-12',
      selectedTime: '19:00',
      endTime: '22:00',
    });
    const asked = await w.change(client, orderId, { endTime: '23:00' });
    expect(asked.status).toBe(409);
    expect(asked.json).toMatchObject({
      message: 'This booking waits for the vendor’s answer. Change it once it is accepted.',
    });
    expect(w.changes(orderId)).toEqual([]);
  });
});
