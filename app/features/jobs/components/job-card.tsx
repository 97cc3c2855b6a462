import type { JobTicketView } from '@contracts/jobs';
import { formatMoney } from '@contracts/money';
import type { ReactNode } from 'react';
import { HIGHLIGHT_CLASS, useHighlight } from '~/lib/use-highlight';
import { JobFacts } from './job-facts';

type Status = JobTicketView['status'];

// SPEC section 4: an accepted job shows 'assigned' as the primary (solid) badge; the rest are tints
// in the same family as the customer's booking pills.
const BADGE: Record<Status, { label: string; className: string }> = {
  pending: { label: 'Available', className: 'bg-sunset-500/15 text-sunset-700' },
  assigned: { label: 'Assigned', className: 'bg-pine-700 text-white' },
  accepted: { label: 'Accepted', className: 'bg-pine-700 text-white' },
  in_progress: { label: 'In progress', className: 'bg-lake-100 text-lake-700' },
  completed: { label: 'Completed', className: 'bg-pine-100 text-pine-800' },
  cancelled: { label: 'Cancelled', className: 'bg-danger-50 text-danger' },
};
const TAKEN = { label: 'Taken', className: 'bg-line text-muted' };

// What kind of work it is: the service's category says whether it is a drive or an event crew.
const WORK: Record<string, string> = {
  delivery: 'Delivery',
  catering: 'Catering setup and cleanup',
  rentals: 'Rental setup',
  venue: 'Venue setup',
};
const categoryLabel = (category: string | null) => (category ? (WORK[category] ?? null) : null);

type Props = {
  ticket: JobTicketView;
  /** Lost to another worker while this board was open. */
  taken?: boolean;
  /** Opened from a link (a push notification): scrolled to and outlined. */
  highlighted?: boolean;
  showWorkerNotes?: boolean;
  children?: ReactNode;
};

/** One job ticket: what, when, how many, the pay and its hours, and where (SPEC section 2). */
export function JobCard({
  ticket,
  taken = false,
  highlighted = false,
  showWorkerNotes = false,
  children,
}: Props) {
  const { ref, attributes } = useHighlight<HTMLLIElement>(highlighted);
  const badge = taken ? TAKEN : BADGE[ticket.status];

  return (
    <li
      ref={ref}
      id={`ticket-${ticket.id}`}
      {...attributes}
      data-testid="job-ticket"
      className={`flex min-w-0 flex-col gap-3 rounded-xl border bg-white p-4 ${
        highlighted ? HIGHLIGHT_CLASS : 'border-line'
      }`}
    >
      <div className="flex items-center justify-between gap-3">
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge.className}`}>
          {badge.label}
        </span>
        <p className="text-right text-xl font-bold text-pine-800">
          {formatMoney(ticket.amount)} <span className="text-sm font-normal text-muted">pay</span>
          {ticket.hours !== null && (
            <span className="block text-sm font-normal text-muted">
              for {ticket.hours} {ticket.hours === 1 ? 'hour' : 'hours'}
            </span>
          )}
        </p>
      </div>
      <div>
        <h3 className="text-lg leading-snug font-semibold">{ticket.serviceName ?? ticket.vendorName}</h3>
        <p className="text-sm text-muted">
          {[ticket.serviceName ? ticket.vendorName : null, categoryLabel(ticket.serviceCategory)]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {highlighted && <p className="text-sm font-medium text-sunset-700">The job from your link</p>}
      </div>
      {ticket.status === 'cancelled' && (
        <p className="rounded-lg bg-danger-50 px-3 py-2 text-sm text-danger" data-testid="cancelled-reason">
          <span className="font-semibold">Cancelled</span>
          {ticket.cancellationReason ? `: ${ticket.cancellationReason}` : ' by the booking. Nothing to do.'}
        </p>
      )}
      <JobFacts ticket={ticket} showWorkerNotes={showWorkerNotes} />
      {children}
    </li>
  );
}
