import { api } from './api';

/**
 * Stops push on this browser: the server forgets the endpoint and the browser drops it. Used when
 * someone turns notifications off, and at sign-out, so the next person on a shared phone does not
 * receive the last one's job alerts.
 */
export async function forgetPushOnThisDevice(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  if (!subscription) return;
  await api('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
