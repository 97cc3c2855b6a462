import type { TrustSignals } from '@contracts/vendors';
import { completedWords, trustLine, waitWords } from '../trust-words';

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
  const row = 'flex flex-col rounded-lg bg-pine-50 px-3 py-2';
  return (
    <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3" aria-label="Track record">
      <div className={row}>
        <dt className="text-muted">Response rate</dt>
        <dd className="font-semibold text-ink">
          {trust.responseRate === null ? 'Not enough requests yet' : `${trust.responseRate}%`}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-muted">Typical first reply</dt>
        <dd className="font-semibold text-ink">
          {trust.medianResponseMinutes === null
            ? 'Not enough replies yet'
            : `Within ${waitWords(trust.medianResponseMinutes)}`}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-muted">Bookings</dt>
        <dd className="font-semibold text-ink">{completedWords(trust.completedBookings)}</dd>
      </div>
    </dl>
  );
}
