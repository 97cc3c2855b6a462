import { Icon } from '~/components/ui/icons';

/** Offline: the earnings shown are the ones last seen on this phone. */
export function OfflineLine() {
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-lg bg-lake-50 px-3 py-2 text-sm text-lake-700"
    >
      <Icon name="offline" className="h-4 w-4 shrink-0" />
      Offline — showing your earnings as last seen.
    </p>
  );
}
