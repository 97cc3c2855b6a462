import type { EVENT_STATUSES } from '@contracts/enums';
import type { PlanItemView } from '@contracts/event-plan';
import { Pill, type Tone } from '~/components/ui/pill';

type EventStatus = (typeof EVENT_STATUSES)[number];

/** An event's status as words (issue 18): planning until every planned service is booked. */
export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  planning: 'Planning',
  confirmed: 'Confirmed',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const EVENT_STATUS_TONES: Record<EventStatus, Tone> = {
  planning: 'info',
  confirmed: 'good',
  in_progress: 'info',
  completed: 'strong',
  cancelled: 'bad',
};

export function EventStatusPill({ status }: { status: EventStatus }) {
  return <Pill tone={EVENT_STATUS_TONES[status]}>{EVENT_STATUS_LABELS[status]}</Pill>;
}

/** Where a planned service is: picked, waiting in the cart, or a booking. */
export const PLAN_STATE_LABELS: Record<PlanItemView['state'], string> = {
  planned: 'Planned',
  in_cart: 'In cart',
  booked: 'Booked',
};

const PLAN_STATE_TONES: Record<PlanItemView['state'], Tone> = {
  planned: 'quiet',
  in_cart: 'pending',
  booked: 'good',
};

export function PlanStatePill({ state }: { state: PlanItemView['state'] }) {
  return <Pill tone={PLAN_STATE_TONES[state]}>{PLAN_STATE_LABELS[state]}</Pill>;
}
