import { arrivalWindowWords } from '@contracts/arrival-window';
import { formatClock, formatDay } from '@contracts/dates';
import type { JobContacts, JobTicketView } from '@contracts/jobs';
import { timeRange } from '@contracts/line-price';
import type { ReactNode } from 'react';
import { mapSearchUrl, telHref } from '~/lib/format';

const linkClass =
  'inline-flex min-h-11 items-center font-medium text-lake-700 underline underline-offset-2 wrap-anywhere';

// Places, people and notes take a whole row of the facts grid.
const ROW = 'col-span-2 sm:col-span-3';

function Fact({ label, children, span = '' }: { label: string; children: ReactNode; span?: string }) {
  return (
    <div className={`min-w-0 ${span}`}>
      <dt className="text-xs tracking-wide text-muted uppercase">{label}</dt>
      <dd className="font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}

/** An address with its map link; the link names the place so a list of them reads on its own. */
function Place({ label, address, missing }: { label: string; address: string | null; missing: string }) {
  return (
    <Fact span={ROW} label={label}>
      {address ? (
        <>
          <address className="not-italic">{address}</address>
          <a
            href={mapSearchUrl(address)}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
            aria-label={`Open ${label.toLowerCase()} in Google Maps: ${address}`}
          >
            Open in Maps
          </a>
        </>
      ) : (
        <span className="font-normal text-muted">{missing}</span>
      )}
    </Fact>
  );
}

function Phone({ who, phone }: { who: string; phone: string | null }) {
  if (!phone) return <span className="font-normal text-muted">No phone given</span>;
  return (
    <a href={telHref(phone)} className={linkClass} aria-label={`Call ${who}: ${phone}`}>
      {phone}
    </a>
  );
}

function Contacts({ contacts, vendorName }: { contacts: JobContacts; vendorName: string }) {
  return (
    <>
      <Fact span="col-span-2 sm:col-span-1" label="Customer">
        <span className="block">{contacts.customerName}</span>
        <Phone who={contacts.customerName} phone={contacts.customerPhone} />
      </Fact>
      <Fact span="col-span-2 sm:col-span-2" label="Vendor">
        <span className="block">{vendorName}</span>
        <Phone who={vendorName} phone={contacts.vendorPhone} />
      </Fact>
    </>
  );
}

/**
 * When, where and with whom (SPEC section 2 and issue 14): the day, the event's start and the time to
 * arrive, the guests, pickup and drop-off with map links, and, once the job is the worker's, whom to call.
 */
export function JobFacts({ ticket, showWorkerNotes }: { ticket: JobTicketView; showWorkerNotes: boolean }) {
  const clock = (time: string | null) => (time ? formatClock(time) : 'To be arranged');
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
      <Fact span={ROW} label="Date">
        {ticket.scheduledDate ? formatDay(ticket.scheduledDate) : 'To be arranged'}
      </Fact>
      {ticket.arriveFrom && ticket.arriveBy ? (
        <Fact label="Arrival">
          {arrivalWindowWords({ arriveFrom: ticket.arriveFrom, arriveBy: ticket.arriveBy })}
        </Fact>
      ) : (
        <Fact label="Arrive by">{clock(ticket.arrivalTime)}</Fact>
      )}
      {ticket.scheduledTime && ticket.endTime ? (
        <Fact label="Event">{timeRange(ticket.scheduledTime, ticket.endTime)}</Fact>
      ) : (
        <Fact label="Event starts">{clock(ticket.scheduledTime)}</Fact>
      )}
      <Fact label="Guests">{ticket.guestCount ? String(ticket.guestCount) : 'Not given'}</Fact>
      <Place
        label="Pickup"
        address={ticket.pickupAddress}
        missing={`At ${ticket.vendorName} (no address given)`}
      />
      <Place label="Drop-off" address={ticket.dropoffAddress} missing="Not given" />
      {ticket.contacts && <Contacts contacts={ticket.contacts} vendorName={ticket.vendorName} />}
      {ticket.customerNotes && (
        <Fact span={ROW} label="Customer notes">
          {ticket.customerNotes}
        </Fact>
      )}
      {showWorkerNotes && ticket.workerNotes && (
        <Fact span={ROW} label="Your notes">
          {ticket.workerNotes}
        </Fact>
      )}
    </dl>
  );
}
