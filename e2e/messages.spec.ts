import { DEMO, expect, readDatabase, test, unique, waitForServiceWorker } from './support';

// Issue 15: a customer writes to the vendor about a booking, with no signal; the vendor reads it.
// The two tests share the server's state and run in order; each is one person on one kind of page.
// The seeded booking used ('Brisket & Pulled Pork Buffet', Timber Ridge) has no seeded conversation.

const BOOKING = 'Brisket & Pulled Pork Buffet';
const body = `Can the buffet start at 5:30? Directions: https://example.com/shelter-2 ${unique('#')}`;

test.describe.configure({ mode: 'serial' });

test.describe('the customer', () => {
  test.use({ signedInAs: DEMO.customer });

  test('opens the thread from My bookings and writes offline; it is sent once back online', async ({
    page,
    context,
  }) => {
    await page.goto('/bookings');
    // The outbox's chunks come from the worker's precache once the signal is gone.
    await waitForServiceWorker(page);
    const row = page.getByTestId('booking').filter({ hasText: BOOKING });
    await row.getByRole('link', { name: /^Message/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Timber Ridge Smokehouse' })).toBeVisible();
    await expect(page.getByText(`${BOOKING} ·`)).toBeVisible();

    await context.setOffline(true);
    await page.getByLabel('Message to Timber Ridge Smokehouse').fill(body);
    await page.getByRole('button', { name: 'Send' }).click();
    const mine = page.getByTestId('message').filter({ hasText: 'Can the buffet start at 5:30?' });
    await expect(mine.getByTestId('waiting-to-send')).toHaveText('Waiting to send');
    // Drawn as text with a safe link, never as HTML.
    const link = mine.getByRole('link', { name: 'https://example.com/shelter-2' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(page.getByLabel('Message to Timber Ridge Smokehouse')).toHaveValue('');

    await context.setOffline(false);
    await expect(mine.getByTestId('waiting-to-send')).toHaveCount(0);
    await expect(mine).toHaveCount(1);
    expect(readDatabase('select id from messages where body = ?', body)).toHaveLength(1);
  });
});

test.describe('the customer, offline', () => {
  test.use({ signedInAs: DEMO.customer });

  test('reads Messages and a conversation as last seen', async ({ page, context }) => {
    await page.goto('/messages');
    await waitForServiceWorker(page);
    const thread = page.getByTestId('thread').filter({ hasText: BOOKING });
    await thread.getByRole('link').click();
    await expect(
      page.getByTestId('message').filter({ hasText: 'Can the buffet start at 5:30?' }),
    ).toBeVisible();

    await context.setOffline(true);
    await page.goto('/messages');
    await expect(page.getByText('You are offline: these are your messages')).toBeVisible();
    await thread.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Timber Ridge Smokehouse' })).toBeVisible();
    await expect(
      page.getByTestId('message').filter({ hasText: 'Can the buffet start at 5:30?' }),
    ).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe('the admin', () => {
  test.use({ signedInAs: DEMO.admin });

  test('reads the conversation from the booking for a dispute, with nothing to write in', async ({
    page,
  }) => {
    const [order] = readDatabase<{ id: string }>(
      'select o.id from orders o join services s on s.id = o.service_id where s.name = ?',
      BOOKING,
    );
    await page.goto(`/messages/open?order=${order?.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Casey and Timber Ridge Smokehouse' }),
    ).toBeVisible();
    await expect(
      page.getByTestId('message').filter({ hasText: 'Can the buffet start at 5:30?' }),
    ).toBeVisible();
    await expect(page.getByText('as an admin')).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
  });
});

test.describe('the vendor', () => {
  test.use({ signedInAs: DEMO.vendor });

  test('sees the unread badge, reads the message in Messages, and the badge clears', async ({ page }) => {
    await page.goto('/messages');
    const badge = page.getByRole('banner').getByTestId('unread-count');
    await expect(badge).toHaveText('1');
    const thread = page.getByTestId('thread').filter({ hasText: BOOKING });
    await expect(thread).toContainText('Can the buffet start at 5:30?');
    await thread.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Casey' })).toBeVisible();
    await expect(page.getByTestId('message').filter({ hasText: body.slice(-10) })).toHaveCount(1);
    await expect(badge).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Messages' })).toBeVisible();
  });
});
