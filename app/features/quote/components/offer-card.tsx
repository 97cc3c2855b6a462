import { formatLongDay } from '@contracts/dates';
import { formatMoney } from '@contracts/money';
import type { CustomerOfferView } from '@contracts/offers';
import { Button } from '~/components/ui/button';
import { MessageLink } from '~/components/ui/message-link';
import { Pill, type Tone } from '~/components/ui/pill';
import { Rating } from '~/components/ui/rating';
import { DeclineOffer } from './decline-offer';

const STATUS: Record<CustomerOfferView['status'], { label: string; tone: Tone }> = {
  open: { label: 'Open', tone: 'good' },
  expired: { label: 'Expired', tone: 'quiet' },
  withdrawn: { label: 'Withdrawn', tone: 'quiet' },
  booked: { label: 'Booked', tone: 'strong' },
  closed: { label: 'Closed', tone: 'quiet' },
  declined: { label: 'Declined', tone: 'quiet' },
};

type Props = {
  /** The request the offer answers: its conversation with this vendor opens from here. */
  quoteId: string;
  offer: CustomerOfferView;
  online: boolean;
  booking: boolean;
  onBook: (offerId: string) => void;
  declining: boolean;
  onDecline: (offerId: string, reason: string) => void;
};

/** One vendor's offer on a request: who, how much, what it includes, until when, and a way to book or decline it. */
export function OfferCard({ quoteId, offer, online, booking, onBook, declining, onDecline }: Props) {
  const status = STATUS[offer.status];
  const open = offer.status === 'open';
  return (
    <li className="flex flex-col rounded-xl border border-line bg-white p-4" data-testid="offer">
      <div className="flex items-start justify-between gap-3">
        <h4 className="font-semibold">{offer.vendorName}</h4>
        <Pill tone={status.tone}>{status.label}</Pill>
      </div>
      <Rating value={offer.vendorRating} />
      <p className="mt-2 text-2xl font-bold text-pine-800">{formatMoney(offer.price)}</p>
      <p className="mt-1 text-sm whitespace-pre-line">{offer.description}</p>
      <p className="mt-2 text-sm text-muted">
        {offer.status === 'expired'
          ? `Expired after ${formatLongDay(offer.expiresOn)}`
          : `Book by ${formatLongDay(offer.expiresOn)}`}
      </p>
      {offer.closedReason && <p className="mt-1 text-sm text-muted">Closed: {offer.closedReason}.</p>}
      {offer.status === 'declined' && (
        <p className="mt-1 text-sm text-muted">
          You declined it{offer.declineReason ? `: “${offer.declineReason}”` : '.'}
        </p>
      )}
      <MessageLink about={{ quote: quoteId, vendor: offer.vendorId }} className="self-start">
        Message {offer.vendorName}
      </MessageLink>
      {open && (
        <div className="mt-auto space-y-2 pt-3">
          <Button
            className="w-full"
            disabled={!online || booking}
            onClick={() => onBook(offer.id)}
            aria-label={`Book the offer from ${offer.vendorName} for ${formatMoney(offer.price)}`}
          >
            {booking ? 'Adding to cart...' : 'Book this offer'}
          </Button>
          <DeclineOffer
            offer={offer}
            disabled={!online || booking}
            declining={declining}
            onDecline={onDecline}
          />
          {!online && <p className="mt-1 text-sm text-muted">Connect to the internet to book or decline.</p>}
        </div>
      )}
    </li>
  );
}
