import { describe, expect, it } from 'vitest';
import { Client, makeTestApp } from '../../test/harness';

describe('the customer’s order routes, signed out', () => {
  it('a change with a body that would be refused is a 401 first: nothing is checked for a stranger', async () => {
    const t = await makeTestApp();
    const stranger = new Client(t.app);
    const asked = await stranger.post('/api/orders/no-such-order/change', { guestCount: 'many' });
    expect(asked.status).toBe(401);
    expect(asked.json).toMatchObject({ message: 'Please sign in first' });
  });
});
