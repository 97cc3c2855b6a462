import { formatLongDay } from '@contracts/dates';
import { formatMoney } from '@contracts/money';
import type { LeadView, VendorOfferView } from '@contracts/offers';
import { useEffect, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { ConfirmButton } from '~/components/ui/confirm-button';
import { MessageLink } from '~/components/ui/message-link';
import { Pill } from '~/components/ui/pill';
import { telHref } from '~/lib/format';
import { packageLine, QUOTE_EVENT_TYPE_LABELS, SERVICE_CATEGORY_LABELS } from '~/lib/quote-words';
import { HIGHLIGHT_CLASS, useHighlight } from '~/lib/use-highlight';
import { whenLine } from '~/lib/when';
import { OfferForm } from './offer-form';

type Props = {
  lead: LeadView;
  userId: string;
  online: boolean;
  showVendorName: boolean;
  highlighted: boolean;
  withdrawing: boolean;
  onWithdraw: (offerId: string) => void;
};

/** What the customer asked about: a package, a kind of vendor, or this business by name. */
function askedFor(lead: LeadView): string {
  if (lead.directed) return `Asked ${lead.vendorName} directly`;
  if (lead.packageId) return packageLine(lead.packageId);
  if (lead.category) return SERVICE_CATEGORY_LABELS[lead.category];
  return 'Any kind of vendor';
}

/** One quote request as the vendor received it, its offers, and a form to answer with a price. */
export function LeadCard({
  lead,
  userId,
  online,
  showVendorName,
  highlighted,
  withdrawing,
  onWithdraw,
}: Props) {
  const card = useHighlight<HTMLLIElement>(highlighted);
  const [offering, setOffering] = useState(false);
  // Keyboard users land in the form when it opens and back on its button when it closes.
  const area = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (offering) area.current?.querySelector('input')?.focus();
    else if (wasOpen.current) area.current?.querySelector('button')?.focus();
    wasOpen.current = offering;
  }, [offering]);
  const titleId = `lead-${lead.quoteId}-${lead.vendorId}`;
  const formId = `${titleId}-form`;
  return (
    <li
      ref={card.ref}
      {...card.attributes}
      aria-labelledby={titleId}
      className={`rounded-xl border bg-white p-4 ${highlighted ? HIGHLIGHT_CLASS : 'border-line'}`}
      data-testid="lead"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="font-semibold">
          {QUOTE_EVENT_TYPE_LABELS[lead.eventType]} for {lead.firstName}
          {lead.lastName ? ` ${lead.lastName}` : ''}
        </h3>
        <Pill tone={lead.closedBecause ? 'quiet' : lead.answeredAt ? 'good' : 'pending'}>
          {lead.closedBecause ? 'Closed' : lead.answeredAt ? 'Answered' : 'New'}
        </Pill>
      </div>
      {showVendorName && <p className="text-sm font-medium text-lake-700">{lead.vendorName}</p>}
      <p className="text-sm">{whenLine(lead.eventDate, lead.eventTime, lead.guestCount)}</p>
      <p className="text-sm text-muted">
        {askedFor(lead)} · {lead.venue}
      </p>
      {lead.additionalRequests && <p className="mt-2 text-sm">“{lead.additionalRequests}”</p>}
      {lead.email ? (
        <p className="mt-2 text-sm">
          <a className="text-lake-700 underline" href={telHref(lead.phone ?? '')}>
            {lead.phone}
          </a>
          {' · '}
          <a className="text-lake-700 underline" href={`mailto:${lead.email ?? ''}`}>
            {lead.email}
          </a>
        </p>
      ) : (
        <p className="mt-2 text-sm text-muted">
          The customer's phone and e-mail show once you make an offer or they write to you.
        </p>
      )}
      {lead.canMessage && (
        <MessageLink about={{ quote: lead.quoteId, vendor: lead.vendorId }}>
          Message {lead.firstName}
        </MessageLink>
      )}
      {lead.offers.length > 0 && (
        <ul className="mt-3 space-y-2" aria-label="Your offers">
          {lead.offers.map((offer) => (
            <OfferLine
              key={offer.id}
              offer={offer}
              disabled={!online || withdrawing}
              onWithdraw={() => onWithdraw(offer.id)}
            />
          ))}
        </ul>
      )}
      <div className="mt-3" ref={area}>
        {lead.closedBecause ? (
          <p className="text-sm text-muted">{lead.closedBecause}.</p>
        ) : offering ? (
          <div id={formId} className="rounded-lg border border-line bg-paper p-3">
            <OfferForm
              userId={userId}
              quoteId={lead.quoteId}
              vendorId={lead.vendorId}
              eventDate={lead.eventDate}
              online={online}
              onSent={() => setOffering(false)}
              onCancel={() => setOffering(false)}
            />
          </div>
        ) : (
          <Button
            variant="secondary"
            aria-expanded={false}
            aria-controls={formId}
            onClick={() => setOffering(true)}
            aria-label={`Make an offer to ${lead.firstName} for ${formatLongDay(lead.eventDate)}`}
          >
            {lead.offers.length ? 'Make another offer' : 'Make an offer'}
          </Button>
        )}
      </div>
    </li>
  );
}

const OFFER_STATUS = {
  open: 'Open',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
  booked: 'Booked',
  closed: 'Closed',
  declined: 'Declined',
};

function OfferLine({
  offer,
  disabled,
  onWithdraw,
}: {
  offer: VendorOfferView;
  disabled: boolean;
  onWithdraw: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-pine-50 px-3 py-2 text-sm">
      <span>
        <strong>{formatMoney(offer.price)}</strong> · {OFFER_STATUS[offer.status]}
        {offer.status === 'open' && ` until ${formatLongDay(offer.expiresOn)}`}
        {offer.closedReason && `: ${offer.closedReason}`}
        {offer.status === 'declined' &&
          (offer.declineReason ? `: “${offer.declineReason}”` : ' (no reason given)')}
      </span>
      {offer.status === 'open' && (
        <ConfirmButton
          label="Withdraw"
          ariaLabel={`Withdraw the ${formatMoney(offer.price)} offer`}
          title="Withdraw this offer?"
          description="The customer will see it as withdrawn and can no longer book it."
          confirmLabel="Withdraw offer"
          dismissLabel="Keep offer"
          variant="secondary"
          disabled={disabled}
          onConfirm={onWithdraw}
        />
      )}
    </li>
  );
}
