import { Icon } from '~/components/ui/icons';
import { useOnline } from '~/offline/use-online';

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 bg-lake-700 px-4 py-2 text-sm text-white"
    >
      <Icon name="offline" className="h-4 w-4" />
      You are offline. Pages you have visited still work; changes are saved and sent when you reconnect.
    </div>
  );
}
