import { MAX_BLOCK_DAYS } from '@contracts/availability';
import { MAX_EXTERNAL_CALENDARS } from '@contracts/calendars';
import { formatDay, townToday } from '@contracts/dates';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { CalendarFeedPanel } from '~/components/calendar-feed-panel';
import { Button } from '~/components/ui/button';
import { Field, inputClass, TextField } from '~/components/ui/field';
import {
  calendarFeedQuery,
  externalCalendarsQuery,
  useBlockRange,
  useFollowCalendar,
  useStopSharingFeed,
  useUnfollowCalendar,
} from '../calendar-tools';

type Props = { userId: string; vendorId: string; online: boolean };

/** The business's private feed: its bookings in the vendor's own calendar app. */
export function VendorCalendarFeed({ userId, vendorId, online }: Props) {
  const feed = useQuery(calendarFeedQuery(userId, vendorId));
  const stop = useStopSharingFeed(userId, vendorId);
  return (
    <CalendarFeedPanel
      url={feed.data?.url}
      holds="your bookings"
      online={online}
      busy={stop.isPending}
      onStopSharing={() => stop.mutate()}
    />
  );
}

/** "Block dates": a holiday week in one action, From and To both included (at most 366 days). */
export function BlockDatesForm({ userId, vendorId, online }: Props) {
  const today = townToday();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [note, setNote] = useState('');
  const block = useBlockRange(userId, vendorId);
  const submit = (blocked: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    if (from && to)
      block.mutate({ vendorId, from, to, blocked, ...(note.trim() ? { note: note.trim() } : {}) });
  };
  const ready = online && !block.isPending && Boolean(from && to) && from <= to;
  return (
    <form
      onSubmit={submit(true)}
      aria-labelledby="block-dates-title"
      className="space-y-3 rounded-xl border border-line bg-white p-4"
    >
      <h3 id="block-dates-title" className="text-lg font-semibold">
        Block dates
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="From"
          type="date"
          min={today}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          label="To"
          type="date"
          min={from || today}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={from && to && to < from ? 'To must not be before From' : undefined}
        />
      </div>
      <TextField
        label="Note (optional)"
        maxLength={200}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        hint={`Up to ${MAX_BLOCK_DAYS} days at once. Bookings already made on those days stay.`}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!ready}>
          Block dates
        </Button>
        <Button variant="outline" disabled={!ready} onClick={submit(false)}>
          Open dates
        </Button>
      </div>
    </form>
  );
}

/** Outside calendars (ICS addresses) whose busy days block this business's days, read hourly. */
export function ExternalCalendars({ userId, vendorId, online }: Props) {
  const list = useQuery(externalCalendarsQuery(userId, vendorId));
  const follow = useFollowCalendar(userId, vendorId);
  const unfollow = useUnfollowCalendar(userId, vendorId);
  const [url, setUrl] = useState('');
  const calendars = list.data ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    follow.mutate({ vendorId, url: url.trim() }, { onSuccess: () => setUrl('') });
  };
  return (
    <section
      aria-labelledby="outside-calendars-title"
      className="space-y-3 rounded-xl border border-line bg-white p-4"
    >
      <h3 id="outside-calendars-title" className="text-lg font-semibold">
        Other calendars
      </h3>
      <p className="text-sm text-muted">
        Days busy on another calendar you keep (Google, Apple, Outlook, Airbnb…) are closed to bookings here.
        We read each one every hour.
      </p>
      {calendars.length > 0 && (
        <ul className="space-y-2">
          {calendars.map((c) => (
            <li key={c.id} className="space-y-1 rounded-lg border border-line p-3 text-sm">
              <p className="font-mono break-all">{c.url}</p>
              <p className={c.lastError ? 'text-danger' : 'text-muted'}>
                {c.lastError
                  ? `Could not read it: ${c.lastError}`
                  : c.lastFetchedAt
                    ? `${c.busyDays} busy ${c.busyDays === 1 ? 'day' : 'days'} ahead, read ${formatDay(c.lastFetchedAt.slice(0, 10))}`
                    : 'Not read yet'}
              </p>
              <Button
                variant="ghost"
                className="px-2"
                aria-label={`Remove ${c.url}`}
                disabled={!online || unfollow.isPending}
                onClick={() => unfollow.mutate(c.id)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {calendars.length < MAX_EXTERNAL_CALENDARS && (
        <form onSubmit={submit} className="space-y-2">
          <Field label="Calendar address (ICS)" hint="Its secret iCal address, starting with https://">
            {(a11y) => (
              <input
                {...a11y}
                type="url"
                inputMode="url"
                required
                placeholder="https://calendar.example.com/basic.ics"
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          <Button type="submit" variant="outline" disabled={!online || follow.isPending || !url.trim()}>
            Add calendar
          </Button>
        </form>
      )}
    </section>
  );
}
