import { townToday } from '@contracts/dates';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { Field, inputClass } from '~/components/ui/field';
import { LoadError } from '~/components/ui/list-states';
import { monthOf, monthTitle, shiftMonth } from '~/lib/calendar';
import { useSetCapacity, useSetDayAvailability } from '../mutations';
import { type OwnedBusiness, vendorCalendarQuery } from '../queries';
import { BlockDatesForm, ExternalCalendars, VendorCalendarFeed } from './calendar-sharing';
import { CapacitySetting } from './capacity-setting';
import { DayPanel } from './day-panel';
import { CalendarLegend, MonthGrid } from './month-grid';

/** How far ahead the calendar pages: two years is further than anyone books an event here. */
const MONTHS_AHEAD = 24;

type Props = { userId: string; online: boolean; businesses: OwnedBusiness[] };

/** The vendor's month calendar: block or free days, see who booked which, and set the daily capacity. */
export function AvailabilityCalendar({ userId, online, businesses }: Props) {
  const [vendorId, setVendorId] = useState(businesses[0]?.id ?? '');
  return (
    <div className="space-y-4">
      {businesses.length > 1 && (
        <Field label="Business">
          {(a11y) => (
            <select
              {...a11y}
              value={vendorId}
              onChange={(event) => setVendorId(event.target.value)}
              className={`${inputClass} cursor-pointer sm:max-w-sm`}
            >
              {businesses.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.businessName}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {/* Another business starts from this month with nothing chosen. */}
      <BusinessCalendar key={vendorId} userId={userId} vendorId={vendorId} online={online} />
    </div>
  );
}

function BusinessCalendar({
  userId,
  vendorId,
  online,
}: {
  userId: string;
  vendorId: string;
  online: boolean;
}) {
  const today = townToday();
  const thisMonth = monthOf(today);
  const [month, setMonth] = useState(thisMonth);
  const [selected, setSelected] = useState<string | null>(null);
  const calendar = useQuery(vendorCalendarQuery(userId, vendorId, month));
  const setDay = useSetDayAvailability(userId);
  const setCapacity = useSetCapacity(userId);
  const days = calendar.data?.days;
  const chosen = days?.find((d) => d.date === selected);
  const go = (n: number) => {
    setMonth(shiftMonth(month, n));
    setSelected(null);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,26rem)_1fr]">
      <div className="space-y-3">
        <div className="flex items-center justify-between gap-2">
          <Button
            variant="ghost"
            className="px-3"
            aria-label="Previous month"
            disabled={month <= thisMonth}
            onClick={() => go(-1)}
          >
            ‹
          </Button>
          <h3 className="text-lg font-semibold" aria-live="polite">
            {monthTitle(month)}
          </h3>
          <Button
            variant="ghost"
            className="px-3"
            aria-label="Next month"
            disabled={month >= shiftMonth(thisMonth, MONTHS_AHEAD)}
            onClick={() => go(1)}
          >
            ›
          </Button>
        </div>
        {calendar.error && !days ? (
          <LoadError what="your calendar" error={calendar.error} online={online} />
        ) : (
          <MonthGrid month={month} today={today} days={days} selected={selected} onSelect={setSelected} />
        )}
        <CalendarLegend />
      </div>
      <div className="space-y-4">
        {chosen ? (
          <DayPanel
            day={chosen}
            dailyCapacity={calendar.data?.dailyCapacity ?? 1}
            online={online}
            busy={setDay.isPending}
            onSet={(available) => setDay.mutate({ vendorId, date: chosen.date, available })}
          />
        ) : (
          <p className="rounded-xl border border-dashed border-line bg-white p-4 text-sm text-muted">
            Tap a day to see its bookings, or to block it for a holiday or a private event.
          </p>
        )}
        {calendar.data && (
          <CapacitySetting
            value={calendar.data.dailyCapacity}
            online={online}
            busy={setCapacity.isPending}
            onChange={(dailyCapacity) => setCapacity.mutate({ vendorId, dailyCapacity })}
          />
        )}
        <BlockDatesForm userId={userId} vendorId={vendorId} online={online} />
        <VendorCalendarFeed userId={userId} vendorId={vendorId} online={online} />
        <ExternalCalendars userId={userId} vendorId={vendorId} online={online} />
      </div>
    </div>
  );
}
