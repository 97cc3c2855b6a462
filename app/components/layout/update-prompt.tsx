import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '~/components/ui/button';

/**
 * Registers the service worker when the app loads (SPEC section 2). A new version waits until the
 * person chooses to reload: never a silent reload in the middle of a form or a payment.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <div role="status" className="fixed inset-x-0 bottom-0 z-50 flex justify-center p-4">
      <div className="flex w-full max-w-md items-center gap-3 rounded-xl bg-pine-800 p-3 pl-4 text-white shadow-lg">
        <p className="mr-auto text-sm">New version available</p>
        <Button variant="primary" className="text-sm" onClick={() => updateServiceWorker(true)}>
          Reload
        </Button>
        <Button
          variant="ghost"
          className="text-sm text-white hover:bg-white/10"
          onClick={() => setNeedRefresh(false)}
        >
          Later
        </Button>
      </div>
    </div>
  );
}
