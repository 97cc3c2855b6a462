import { checkoutThroughApi, DEMO, expect, expectToast, test } from './support';

// Timber Ridge (the demo vendor's business) on 2027-10-27: a day no other spec books.
const DAY = '2027-10-27';

test.describe('calendar feed', () => {
  test.use({ signedInAs: DEMO.vendor, permissions: ['clipboard-read', 'clipboard-write'] });

  test("a vendor copies their feed address, and a customer's new booking is in the feed", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await page.goto('/vendor-dashboard?tab=calendar');
    const feed = page.getByRole('region', { name: 'Calendar feed' });
    const address = feed.getByLabel('Calendar feed address');
    await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await feed.getByRole('button', { name: 'Copy' }).click();
    await expectToast(page, 'Calendar feed address copied');
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toBe(await address.inputValue());

    // The customer books in their own session.
    const customer = await playwright.request.newContext({ baseURL });
    const booking = await checkoutThroughApi(customer, DAY);
    await customer.dispose();

    const answer = await page.request.get(url);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const text = await answer.text();
    const event = text.slice(text.indexOf(`UID:order-${booking.orderId}@brokenbow.events`));
    expect(event).toMatch(/^UID:order-\S+\r\nDTSTAMP:\d{8}T\d{6}Z\r\nDTSTART:20271027T220000Z\r\n/);
    expect(event).toContain(`for ${booking.customer.firstName}\r\nSTATUS:CONFIRMED\r\nEND:VEVENT`);
  });
});
