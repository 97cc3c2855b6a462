import { Spinner } from '~/components/ui/icons';

/** A screen whose data is still on its way holds a screen's height, so the footer does not jump. */
export function PendingScreen() {
  return (
    <div className="min-h-[100vh]">
      <Spinner label="Loading" />
    </div>
  );
}
