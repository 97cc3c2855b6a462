import { useCallback, useEffect, useState } from 'react';
import { get, HttpError, post } from '~/lib/api';
import { forgetPushOnThisDevice } from '~/lib/push-device';

export type PushState = 'loading' | 'unsupported' | 'needs-install' | 'blocked' | 'off' | 'on';

const isIos = () => /iPad|iPhone|iPod/.test(navigator.userAgent);
const isStandalone = () => window.matchMedia('(display-mode: standalone)').matches;

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
}

/**
 * The notification switch (Communication Preferences, and the job board for workers). Permission is
 * asked only when the person taps it; the subscription is made through the service worker and stored
 * on the server per device.
 */
export function usePushSubscription() {
  const [state, setState] = useState<PushState>('loading');
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
      // iOS offers Web Push only to apps added to the home screen.
      setState(isIos() && !isStandalone() ? 'needs-install' : 'unsupported');
      return;
    }
    if (Notification.permission === 'denied') return setState('blocked');
    const registration = await navigator.serviceWorker.ready;
    const subscription = await registration.pushManager.getSubscription();
    setState(subscription && Notification.permission === 'granted' ? 'on' : 'off');
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const turnOn = useCallback(async () => {
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') return setState(permission === 'denied' ? 'blocked' : 'off');
      const { publicKey } = await get<{ publicKey: string }>('/api/push/public-key');
      const registration = await navigator.serviceWorker.ready;
      const subscribe = () =>
        registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: base64UrlToBytes(publicKey),
        });
      const subscription = (await registration.pushManager.getSubscription()) ?? (await subscribe());
      try {
        await post('/api/push/subscriptions', subscription.toJSON());
      } catch (error) {
        // 409: this browser's subscription belongs to someone who used the phone before. A fresh
        // subscription has a new endpoint, so theirs stops here and ours starts.
        if (!(error instanceof HttpError) || error.status !== 409) throw error;
        await subscription.unsubscribe();
        await post('/api/push/subscriptions', (await subscribe()).toJSON());
      }
      setState('on');
    } finally {
      setBusy(false);
    }
  }, []);

  const turnOff = useCallback(async () => {
    setBusy(true);
    try {
      await forgetPushOnThisDevice();
      setState('off');
    } finally {
      setBusy(false);
    }
  }, []);

  return { state, busy, turnOn, turnOff };
}
