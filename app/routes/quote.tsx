import { findPackage, packageBadge } from '@contracts/packages';
import { parseGuestRange } from '@contracts/vendors';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { Page } from '~/components/layout/page';
import { userQuery } from '~/features/auth/queries';
import { QuoteBackLink } from '~/features/quote/components/quote-back-link';
import { QuoteForm } from '~/features/quote/components/quote-form';
import { QuoteHelp } from '~/features/quote/components/quote-help';
import { vendorQuery } from '~/features/vendors/queries';

// The router reads "?guests=40" as the number 40 and "?guests=10-25" as text: take both as text.
const param = v.fallback(
  v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.maxLength(40))),
  undefined,
);
const searchSchema = v.object({ package: param, guests: param, vendor: param });

export const Route = createFileRoute('/quote')({
  validateSearch: searchSchema,
  component: QuoteScreen,
});

/** "40" -> "40"; a package range "26-50" -> its lower end, the count the package is sized from. */
function guestsFrom(guests: string | undefined): string | undefined {
  if (!guests) return undefined;
  if (/^\d{1,6}$/.test(guests)) return guests;
  return parseGuestRange(guests)?.min.toString();
}

const REDIRECT_AFTER_MS = 2000; // SPEC section 9: quote redirect 2 seconds

function QuoteScreen() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  const { data: user } = useQuery(userQuery);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const userId = user?.id ?? null;
  const known = findPackage(search.package);
  const badge = search.package ? packageBadge(search.package) : undefined;
  const range = parseGuestRange(search.guests ?? '');
  // From a vendor's page: the request goes to that vendor alone and says so in the title.
  const vendor = useQuery({ ...vendorQuery(search.vendor ?? ''), enabled: Boolean(search.vendor) });
  const vendorName = search.vendor ? (vendor.data?.businessName ?? undefined) : undefined;
  // A vendor that is no longer listed: the request goes to the local vendors who fit instead.
  const vendorGone = Boolean(search.vendor) && vendor.data === null;

  // A signed-in customer goes straight to My quotes, where the request and its offers wait; a
  // visitor, who has no such page, keeps SPEC section 9's two seconds and the packages.
  useEffect(() => {
    if (sentAt === null) return;
    if (userId) {
      void navigate({ to: '/quotes' });
      return;
    }
    const timer = window.setTimeout(() => void navigate({ to: '/packages' }), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [sentAt, userId, navigate]);

  return (
    <Page
      wide
      title={vendorName ? `Request a quote from ${vendorName}` : 'Request a Quote'}
      description="Tell us about your event in Broken Bow, Oklahoma and get a custom quote from local vendors within 24 hours."
      intro={
        vendorName
          ? `Tell ${vendorName} about your event: they answer with a custom quote, usually within 24 hours.`
          : 'Tell us about your event and a local planner will put together a custom quote within 24 hours.'
      }
    >
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <QuoteBackLink vendorId={vendorGone ? undefined : search.vendor} vendorName={vendorName} />
        {badge && (
          <p className="flex items-center gap-2 text-sm">
            <span className="text-muted">Package:</span>
            <span
              data-testid="package-badge"
              className="rounded-full bg-sunset-600 px-3 py-1 font-semibold text-white"
            >
              {badge}
            </span>
          </p>
        )}
      </div>
      {vendorGone && (
        <p role="status" className="mb-6 rounded-lg bg-lake-50 p-3 text-sm text-lake-700">
          That vendor is no longer listed, so your request will go to the local vendors who fit your event.
        </p>
      )}
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <QuoteForm
          packageId={search.package}
          packageName={badge}
          initialGuests={guestsFrom(search.guests)}
          guestsHint={
            range && known
              ? `The ${known.name} package is sized for ${range.min}-${range.max} guests.`
              : undefined
          }
          vendorId={vendorGone ? undefined : search.vendor}
          vendorName={vendorName}
          userId={userId}
          account={user}
          onSubmitted={(status) => status === 'sent' && setSentAt(Date.now())}
        />
        <QuoteHelp vendorName={vendorGone ? undefined : vendorName} />
      </div>
    </Page>
  );
}
