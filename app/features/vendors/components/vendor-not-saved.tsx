import { Link } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { Button, buttonClass } from '~/components/ui/button';

/**
 * A vendor page the phone could not fetch and has never kept: not a missing vendor, so it says so
 * honestly and offers what the phone does have (the directory is kept from the first visit).
 */
export function VendorNotSaved({ online, onRetry }: { online: boolean; onRetry: () => void }) {
  return (
    <Page
      title="Not saved on this phone yet"
      intro={
        online
          ? 'The connection dropped before this vendor page arrived, and it has not been saved on this phone yet.'
          : 'You are offline, and this vendor page has not been saved on this phone yet. Pages you open with a connection are kept for next time.'
      }
    >
      <div className="flex flex-wrap gap-3">
        <Link to="/vendors" className={buttonClass('secondary')}>
          Browse the vendor directory
        </Link>
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </Page>
  );
}
