import { useQuery } from '@tanstack/react-query';
import { Spinner } from '~/components/ui/icons';
import { EmptyState, LoadError } from '~/components/ui/list-states';
import { useWithdrawOffer } from '../offer-mutations';
import { leadsQuery } from '../queries';
import { LeadCard } from './lead-card';

type Props = {
  userId: string;
  online: boolean;
  showVendorName: boolean;
  /** A quote request a notification opened: shown ringed and brought into view. */
  highlightId?: string;
};

/** The quote requests that reached the vendor's businesses, newest first, each answerable with an offer. */
export function LeadsList({ userId, online, showVendorName, highlightId }: Props) {
  const leads = useQuery(leadsQuery(userId));
  const withdraw = useWithdrawOffer(userId);
  if (leads.isPending) return <Spinner label="Loading leads" />;
  if (leads.error && !leads.data) return <LoadError what="leads" error={leads.error} online={online} />;
  if (!leads.data?.length) {
    return (
      <EmptyState title="No leads yet">
        Quote requests that fit your services, guest limits and free days appear here.
      </EmptyState>
    );
  }
  const waiting = leads.data.filter((lead) => !lead.answeredAt && !lead.closedBecause).length;
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">
        {waiting === 0 ? 'You have answered every lead.' : `${waiting} waiting for an offer.`}
      </p>
      <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2" aria-label="Leads">
        {leads.data.map((lead) => (
          <LeadCard
            key={`${lead.quoteId}-${lead.vendorId}`}
            lead={lead}
            userId={userId}
            online={online}
            showVendorName={showVendorName}
            highlighted={lead.quoteId === highlightId}
            withdrawing={withdraw.isPending}
            onWithdraw={(offerId) => withdraw.mutate(offerId)}
          />
        ))}
      </ul>
    </div>
  );
}
