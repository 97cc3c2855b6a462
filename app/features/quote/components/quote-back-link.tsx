import { Link } from '@tanstack/react-router';

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-lake-700 underline';

/**
 * Back to where the request started: the vendor's page for a request to one vendor (its name once
 * loaded), else the packages (SPEC section 2).
 */
export function QuoteBackLink({ vendorId, vendorName }: { vendorId?: string; vendorName?: string }) {
  if (vendorId) {
    return (
      <Link to="/vendor/$id" params={{ id: vendorId }} className={linkClass}>
        ← Back to {vendorName ?? 'the vendor'}
      </Link>
    );
  }
  return (
    <Link to="/packages" className={linkClass}>
      ← Back to Packages
    </Link>
  );
}
