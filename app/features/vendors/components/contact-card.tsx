import type { VendorDetail } from '@contracts/vendors';
import { websiteHref } from '@contracts/web-address';
import type { ReactNode } from 'react';

const linkClass = 'inline-flex min-h-11 items-center break-all text-lake-700 underline underline-offset-2';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[5rem_1fr] items-center gap-2">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/** Phone, e-mail, website and address, each only when the vendor gave it. */
export function ContactCard({ vendor }: { vendor: VendorDetail }) {
  const cityLine = [vendor.city, [vendor.state, vendor.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  // Vendors type their own website: only ever link to the web, never to a script or another scheme.
  const website = websiteHref(vendor.website);
  const hasAny = vendor.phone || vendor.email || website || vendor.address || cityLine;
  return (
    <section aria-labelledby="contact-heading" className="rounded-2xl border border-line bg-white p-4 sm:p-6">
      <h2 id="contact-heading" className="mb-2 text-xl font-semibold text-pine-800">
        Contact
      </h2>
      {!hasAny && <p className="text-muted">Book through this page and the vendor will contact you.</p>}
      <dl className="space-y-1">
        {vendor.phone && (
          <Row label="Phone">
            <a href={`tel:${vendor.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
              {vendor.phone}
            </a>
          </Row>
        )}
        {vendor.email && (
          <Row label="Email">
            <a href={`mailto:${vendor.email}`} className={linkClass}>
              {vendor.email}
            </a>
          </Row>
        )}
        {website && (
          <Row label="Website">
            <a href={website} className={linkClass} target="_blank" rel="noopener noreferrer">
              {website.replace(/^https?:\/\//i, '')}
            </a>
          </Row>
        )}
        {(vendor.address || cityLine) && (
          <Row label="Address">
            <address className="py-2 not-italic">
              {vendor.address && <span className="block">{vendor.address}</span>}
              {cityLine && <span className="block">{cityLine}</span>}
            </address>
          </Row>
        )}
      </dl>
    </section>
  );
}
