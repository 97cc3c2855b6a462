import { MONTHS } from '../../contracts/dates';
import type { OrderType, ServiceCategory } from '../../contracts/enums';
import type { ReviewView } from '../../contracts/reviews';
import type { reviews } from '../../db/schema';
import { reviewPhotoSources } from './review-photos';

const CATEGORY_WORDS: Record<ServiceCategory, string> = {
  catering: 'Catering',
  venue: 'Venue',
  photography: 'Photography',
  entertainment: 'Entertainment',
  florist: 'Florals',
  bartending: 'Bar service',
  rentals: 'Rentals',
  delivery: 'Delivery',
};
const ORDER_TYPE_WORDS: Record<OrderType, string> = {
  catering: 'Catering',
  delivery: 'Delivery',
  event_service: 'Event service',
};

/** "Dana R.": enough to be a person, not enough to find them. */
export function shortName(firstName: string | null, lastName: string | null, username: string): string {
  const first = firstName?.trim() || username;
  const initial = lastName?.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

/** "March 2027" from a YYYY-MM-DD day or an ISO instant. */
export function monthOf(day: string): string {
  const [year = '', month = '1'] = day.split('-');
  return `${MONTHS[Number(month) - 1] ?? ''} ${year}`;
}

export type ReviewRow = {
  review: typeof reviews.$inferSelect;
  firstName: string | null;
  lastName: string | null;
  username: string;
  category: ServiceCategory | null;
  orderType: OrderType | null;
  scheduledDate: string | null;
};

export function toReviewView(row: ReviewRow): ReviewView {
  const { review } = row;
  return {
    id: review.id,
    rating: review.rating,
    comment: review.comment ?? '',
    author: shortName(row.firstName, row.lastName, row.username),
    eventType: row.category
      ? CATEGORY_WORDS[row.category]
      : row.orderType
        ? ORDER_TYPE_WORDS[row.orderType]
        : 'Booking',
    month: monthOf(row.scheduledDate ?? review.createdAt),
    reply: review.reply && review.repliedAt ? { body: review.reply, at: review.repliedAt } : null,
    photos: reviewPhotoSources(review.id, review.photos),
    verified: true,
    createdAt: review.createdAt,
  };
}
