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

/**
 * Where a planned service is: picked, waiting in the cart, requested (paid or held, the vendor has
 * yet to accept), or booked (accepted).
 */
type PlanStage = PlanItemView['state'] | 'requested';
export const PLAN_STATE_LABELS: Record<PlanStage, string> = {
  planned: 'Planned',
  in_cart: 'In cart',
  requested: 'Requested',
  booked: 'Booked',
};

const PLAN_STATE_TONES: Record<PlanStage, Tone> = {
  planned: 'quiet',
  in_cart: 'pending',
  requested: 'pending',
  booked: 'good',
};

export const planStage = ({ state, orderStatus }: Pick<PlanItemView, 'state' | 'orderStatus'>): PlanStage =>
  state === 'booked' && orderStatus === 'pending' ? 'requested' : state;

export function PlanStatePill({ item }: { item: Pick<PlanItemView, 'state' | 'orderStatus'> }) {
  const stage = planStage(item);
  return <Pill tone={PLAN_STATE_TONES[stage]}>{PLAN_STATE_LABELS[stage]}</Pill>;
}
