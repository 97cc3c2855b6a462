import type { TrustSignals } from '@contracts/vendors';
import { trustLine, waitWords } from '../trust-words';

/** A directory card's short line of the vendor's record; nothing for a vendor new to the site. */
export function TrustLine({ trust }: { trust: TrustSignals }) {
  const line = trustLine(trust);
  return line ? <p className="text-sm text-muted">{line}</p> : null;
}

/**
 * The vendor page's record: how it answers leads and booking requests (last 90 days) and the
 * bookings it completed. A vendor with too few leads yet says so rather than showing a lucky 100 %.
 */
export function TrustFacts({ trust }: { trust: TrustSignals }) {
  // A phone reads each as one line (name, value); wider screens set the three side by side.
  const row =
    'flex items-baseline justify-between gap-3 rounded-lg bg-pine-50 px-3 py-2 sm:flex-col sm:justify-start sm:gap-0';
  return (
    <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3" aria-label="Track record">
      <div className={row}>
        <dt className="text-muted">Response rate</dt>
        <dd className="text-right font-semibold text-ink sm:text-left">
          {trust.responseRate === null ? 'Not enough requests yet' : `${trust.responseRate}%`}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-muted">Typical first reply</dt>
        <dd className="text-right font-semibold text-ink sm:text-left">
          {trust.medianResponseMinutes === null
            ? 'Not enough replies yet'
            : `Within ${waitWords(trust.medianResponseMinutes)}`}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-muted">Completed bookings</dt>
        <dd className="font-semibold text-ink">{trust.completedBookings}</dd>
      </div>
    </dl>
  );
}
