import type { QuoteEventType } from '@contracts/quotes';

/** How the quote form names SPEC section 3's eight quote event types. */
export const QUOTE_EVENT_TYPE_LABELS: Record<QuoteEventType, string> = {
  wedding: 'Wedding',
  birthday: 'Birthday Party',
  corporate: 'Corporate Event',
  graduation: 'Graduation',
  anniversary: 'Anniversary',
  retirement: 'Retirement',
  holiday: 'Holiday Party',
  other: 'Other',
};
