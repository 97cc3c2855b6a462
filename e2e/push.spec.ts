import type { BrowserContext, Page } from '@playwright/test';
import { decryptPush, makeSubscriber, startFakePushService } from '../api/test/fake-push';
import {
  checkoutThroughApi,
  DEMO,
  expect,
  readDatabase,
  signIn,
  test,
  waitForServiceWorker,
} from './support';

// Headless Chromium has no push service to subscribe with (it would be Google's, off this network),
// so the browser's PushManager is pointed at a push service on 127.0.0.1 that decrypts what our
// server sends. Everything of ours is real: the switch, the permission, the subscription stored
// on the server, the dispatch from a checkout, the encryption, and the service worker's handler.
test('a worker turns on job notifications, a checkout pushes one, and it opens the board', async ({
  page,
  context,
  request,
}) => {
  const pushService = await startFakePushService();
  const subscriber = makeSubscriber();
  const endpoint = pushService.endpoint(`e2e-${Date.now()}`);
  try {
    const toggle = await turnOnJobAlerts(page, context, endpoint, subscriber.keys);

    // A customer's checkout dispatches the new job to this device.
    await checkoutThroughApi(request, '2027-03-27');
    await expect
      .poll(() => pushService.to(endpoint.split('/push/')[1] ?? '').length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    const [delivery] = pushService.to(endpoint.split('/push/')[1] ?? '');
    const payload = JSON.parse(decryptPush(delivery?.body ?? Buffer.alloc(0), subscriber)) as {
      title: string;
      url: string;
      body: string;
    };
    expect(payload.title).toBe('New job available');
    expect(payload.url).toMatch(/^\/worker-jobs\?ticket=/);

    // The same payload delivered to the service worker shows a notification.
    const cdp = await context.newCDPSession(page);
    const registrationId = await new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r: { scopeURL: string }) =>
          r.scopeURL.startsWith(new URL(page.url()).origin),
        );
        if (ours) resolve(ours.registrationId);
      });
      void cdp.send('ServiceWorker.enable');
    });
    const notifications = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const notes = await registration.getNotifications();
        return notes.map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data as { url: string },
        }));
      });
    // DevTools' push delivery stands in for the push service, and on a busy machine Chromium now and
    // then drops one on the floor. Delivered again, the same tag replaces the notification, so one
    // shows however many deliveries it took.
    await expect(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(page.url()).origin,
        registrationId,
        data: JSON.stringify(payload),
      });
      await expect.poll(notifications, { timeout: 8_000 }).toEqual([
        expect.objectContaining({
          title: 'New job available',
          body: payload.body,
          data: { url: payload.url },
        }),
      ]);
    }).toPass({ timeout: 40_000 });
    const [shown] = await notifications();

    // Tapping goes to data.url (the handler itself is unit-tested): the board opens at the job.
    await page.goto(shown?.data.url ?? '/worker-jobs');
    await expect(page.getByRole('tab', { name: 'Available Jobs' })).toBeVisible();
    const ticketId = new URL(payload.url, 'http://x').searchParams.get('ticket') ?? '';
    await expect(page.locator(`#ticket-${ticketId}`)).toHaveAttribute('data-highlighted', 'true');

    await toggle.getByRole('switch', { name: 'Notify me about new jobs' }).click();
    await expect(toggle).toHaveAttribute('data-state', 'off');
    await expect.poll(() => storedEndpoints(endpoint)).toBe(0);
  } finally {
    await pushService.close();
  }
});

/** Points this page's PushManager at the fake push service; a subscription outlives a page load. */
function fakePushManager(page: Page, endpoint: string, keys: ReturnType<typeof makeSubscriber>['keys']) {
  return page.addInitScript(
    ({ endpoint, keys }) => {
      const KEY = 'fake-push-subscribed';
      const fake = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => {
          localStorage.removeItem(KEY);
          return true;
        },
      } as unknown as PushSubscription;
      PushManager.prototype.subscribe = async () => {
        localStorage.setItem(KEY, '1');
        return fake;
      };
      PushManager.prototype.getSubscription = async () => (localStorage.getItem(KEY) ? fake : null);
    },
    { endpoint, keys },
  );
}

/** The demo worker turns on 'Notify me about new jobs' on the board; the server stores the endpoint. */
async function turnOnJobAlerts(
  page: Page,
  context: BrowserContext,
  endpoint: string,
  keys: ReturnType<typeof makeSubscriber>['keys'],
) {
  await context.grantPermissions(['notifications']);
  await fakePushManager(page, endpoint, keys);
  await signIn(page, DEMO.worker);
  await page.goto('/worker-jobs');
  await waitForServiceWorker(page);
  const toggle = page.getByTestId('push-toggle');
  await expect(toggle).toHaveAttribute('data-state', 'off');
  await toggle.getByRole('switch', { name: 'Notify me about new jobs' }).click();
  await expect(toggle).toHaveAttribute('data-state', 'on');
  await expect.poll(() => storedEndpoints(endpoint)).toBe(1);
  return toggle;
}

const storedEndpoints = (endpoint: string) =>
  readDatabase<{ endpoint: string }>('select endpoint from push_subscriptions where endpoint = ?', endpoint)
    .length;

test('signing out stops job alerts on this phone, so the next person gets none of them', async ({
  page,
  context,
}) => {
  const pushService = await startFakePushService();
  const subscriber = makeSubscriber();
  const endpoint = pushService.endpoint(`e2e-signout-${Date.now()}`);
  try {
    await turnOnJobAlerts(page, context, endpoint, subscriber.keys);

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByTestId('sign-in-prompt')).toBeVisible();
    await expect.poll(() => storedEndpoints(endpoint)).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('fake-push-subscribed'))).toBeNull();
  } finally {
    await pushService.close();
  }
});

// Issue 16: the switch is for everyone, on Communication Preferences. The demo vendor turns it on and
// their phone hears of a new booking, which opens at that booking.
test('a vendor turns on notifications in Communication Preferences and hears of a new booking', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const pushService = await startFakePushService();
  const subscriber = makeSubscriber();
  const name = `e2e-vendor-${Date.now()}`;
  const endpoint = pushService.endpoint(name);
  try {
    await context.grantPermissions(['notifications']);
    await fakePushManager(page, endpoint, subscriber.keys);
    await signIn(page, DEMO.vendor);
    await page.goto('/preferences');
    await waitForServiceWorker(page);
    const toggle = page.getByTestId('push-toggle');
    await expect(toggle).toHaveAttribute('data-state', 'off');
    await toggle.getByRole('switch', { name: 'Notifications on this device' }).click();
    await expect(toggle).toHaveAttribute('data-state', 'on');
    await expect(toggle).toContainText('This device is notified of new bookings');
    await expect.poll(() => storedEndpoints(endpoint)).toBe(1);

    // Other specs book this vendor too: the push for this booking is the one that links to it.
    const buyer = await playwright.request.newContext({ baseURL });
    const booking = await checkoutThroughApi(buyer, '2027-07-17');
    await buyer.dispose();
    const ours = () =>
      pushService
        .to(name)
        .map(
          (delivery) => JSON.parse(decryptPush(delivery.body, subscriber)) as { title: string; url: string },
        )
        .find((payload) => payload.url.endsWith(`order=${booking.orderId}`));
    await expect.poll(ours, { timeout: 20_000 }).toEqual(
      expect.objectContaining({
        // What and when: the service's name and the day (the subject of its e-mail too).
        title: expect.stringMatching(/^New booking: .+, Sat Jul 17$/),
        url: `/vendor-dashboard?tab=bookings&order=${booking.orderId}`,
      }),
    );

    await toggle.getByRole('switch', { name: 'Notifications on this device' }).click();
    await expect(toggle).toHaveAttribute('data-state', 'off');
    await expect.poll(() => storedEndpoints(endpoint)).toBe(0);
  } finally {
    await pushService.close();
  }
});
