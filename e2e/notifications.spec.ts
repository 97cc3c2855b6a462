import { formatDay } from '../api/contracts/dates';
import {
  checkoutThroughApi,
  DEMO,
  expect,
  expectPersisted,
  readDatabase,
  test,
  waitForServiceWorker,
} from './support';

// Timber Ridge (the demo vendor's) takes one event a day: days no other spec books.
const DAY = '2027-07-10';
const OFFLINE_DAY = '2027-07-24';

const unreadIn = (label: string | null) => Number(/, (\d+) unread$/.exec(label ?? '')?.[1] ?? Number.NaN);

test.describe('the vendor', () => {
  test.use({ signedInAs: DEMO.vendor });

  test('sees the bell count rise when a customer books, and opens the booking from it', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await page.goto('/vendor-dashboard');
    const bell = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Notifications, / });
    await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
    // Other specs book the same vendor meanwhile: the count only has to be higher than it was.
    const before = unreadIn(await bell.getAttribute('aria-label'));
    expect(before).not.toBeNaN();

    const buyer = await playwright.request.newContext({ baseURL });
    // A request, so the vendor has it to accept.
    const booking = await checkoutThroughApi(buyer, DAY, undefined, 'request');
    await buyer.dispose();

    // The vendor comes back to the app: the bell asks the server again and the count goes up.
    await page.reload();
    await expect.poll(async () => unreadIn(await bell.getAttribute('aria-label'))).toBeGreaterThan(before);
    await expect(bell.getByTestId('notification-count')).toBeVisible();

    await bell.click();
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    const item = page.getByTestId('notification').filter({ hasText: formatDay(DAY) });
    await expect(item).toHaveAttribute('data-unread', 'true');
    await expect(item).toContainText('New booking');
    await item.getByRole('link').click();

    await expect(page).toHaveURL(new RegExp(`/vendor-dashboard\\?tab=bookings&order=${booking.orderId}$`));
    const row = page.getByTestId('vendor-booking').filter({ hasText: booking.customer.name });
    await expect(row).toHaveAttribute('data-highlighted', 'true');
    await expect(row).toContainText(booking.customer.name);
    await expect(row).toBeInViewport();
    await expect(row.getByRole('button', { name: 'Accept' })).toBeVisible();
    // Opening it marked it read on the server.
    await expect
      .poll(
        () =>
          readDatabase<{ readAt: string | null }>(
            'select read_at as readAt from notifications where kind = ? and url like ?',
            'booking-new',
            `%order=${booking.orderId}`,
          )[0]?.readAt ?? null,
      )
      .not.toBeNull();
  });

  test('reads the notifications offline as this phone last saw them', async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    const buyer = await playwright.request.newContext({ baseURL });
    await checkoutThroughApi(buyer, OFFLINE_DAY);
    await buyer.dispose();

    await page.goto('/notifications');
    const item = page.getByTestId('notification').filter({ hasText: formatDay(OFFLINE_DAY) });
    await expect(item).toBeVisible();
    await waitForServiceWorker(page);
    await expectPersisted(page, '"notifications"');

    await context.setOffline(true);
    await page.goto('/notifications');
    await expect(page.getByText('You are offline: these are your notifications')).toBeVisible();
    await expect(item).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    await context.setOffline(false);
  });
});
