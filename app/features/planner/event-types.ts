import type { EVENT_TYPES } from '@contracts/enums';

/** How the planner names SPEC section 3's event types. */
export const EVENT_TYPE_LABELS: Record<(typeof EVENT_TYPES)[number], string> = {
  corporate: 'Corporate Event',
  wedding: 'Wedding',
  birthday: 'Birthday Party',
  anniversary: 'Anniversary',
  meeting: 'Meeting',
  training: 'Training',
  other: 'Other',
};
