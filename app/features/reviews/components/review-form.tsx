import { addDays } from '@contracts/availability';
import { formatDay, townToday } from '@contracts/dates';
import { formatCount } from '@contracts/money';
import {
  COMMENT_MAX,
  MAX_REVIEW_PHOTOS,
  type MyReview,
  reviewInputSchema,
  TOO_MANY_REVIEW_PHOTOS,
} from '@contracts/reviews';
import { NOT_A_PHOTO, PHOTO_MIN_SIDE } from '@contracts/vendor-page';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { Field, inputClass } from '~/components/ui/field';
import { StarPicker } from '~/components/ui/star-picker';
import { shrinkPhoto } from '~/lib/shrink-photo';
import { useForm } from '~/lib/use-form';
import { useCreateReview } from '../mutations';
import { ReviewStars } from './review-stars';

type Props = {
  userId: string;
  orderId: string;
  vendorId: string;
  vendorName: string;
  /** A worker did one of the booking's jobs: they may be rated too. */
  workerToRate: boolean;
  /** The booking's day: it can be rated once that day is over in Broken Bow. */
  eventDay: string | null;
  review: MyReview | null;
};

const plural = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

/** "Rate your booking" on a completed booking, and once rated, what the customer gave. */
export function ReviewForm({
  userId,
  orderId,
  vendorId,
  vendorName,
  workerToRate,
  eventDay,
  review: saved,
}: Props) {
  const create = useCreateReview(userId, { id: orderId, vendorId });
  // What was just sent shows at once, before the booking is asked again.
  const review = saved ?? create.data ?? null;
  return (
    <section
      aria-labelledby="rate-title"
      className="rounded-xl border border-line bg-white p-4 sm:p-6"
      data-testid="rate-booking"
    >
      <h2 id="rate-title" className="text-lg font-semibold">
        {review ? 'Your review' : 'Rate your booking'}
      </h2>
      {review ? (
        <div className="mt-2 space-y-1">
          <p className="flex flex-wrap items-center gap-2">
            <ReviewStars rating={review.rating} />
            <span>You rated this {plural(review.rating)}.</span>
          </p>
          {review.workerRating !== null && (
            <p className="text-sm text-muted">You rated the worker {plural(review.workerRating)}.</p>
          )}
        </div>
      ) : eventDay && eventDay >= townToday() ? (
        <p className="mt-2 text-sm text-muted">
          You can rate this booking from {formatDay(addDays(eventDay, 1))}.
        </p>
      ) : (
        <RateForm create={create} vendorName={vendorName} workerToRate={workerToRate} />
      )}
    </section>
  );
}

type RateProps = Pick<Props, 'vendorName' | 'workerToRate'> & { create: ReturnType<typeof useCreateReview> };

// The server names a photo it cannot take under "photo" (the gallery's field): here, the photos field.
const photoErrors = ({ photo, ...rest }: Record<string, string>) =>
  photo ? { ...rest, photos: photo } : rest;

function RateForm({ create, vendorName, workerToRate }: RateProps) {
  const form = useForm({ rating: '', comment: '', workerRating: '' }, { fieldErrors: photoErrors });
  const [photos, setPhotos] = useState<File[]>([]);
  const [shrinking, setShrinking] = useState(false);
  const tooMany = photos.length > MAX_REVIEW_PHOTOS;
  const send = async () => {
    if (tooMany) return;
    const input = form.check(reviewInputSchema, {
      rating: form.values.rating ? Number(form.values.rating) : undefined,
      comment: form.values.comment,
      workerRating: form.values.workerRating ? Number(form.values.workerRating) : undefined,
    });
    if (!input) return;
    // A phone's photo is a few MB: each goes up as a JPEG of at most 1600 px (shrink-photo.ts).
    setShrinking(true);
    try {
      const shrunk = await Promise.all(photos.map(shrinkPhoto));
      create.mutate({ ...input, photos: shrunk }, { onError: form.failFrom });
    } catch {
      // The browser could not draw one of them: it is no image.
      form.fail({ photos: NOT_A_PHOTO });
    } finally {
      setShrinking(false);
    }
  };
  const busy = shrinking || create.isPending;
  return (
    <form {...form.formProps(() => void send())} className="mt-3 space-y-4">
      <p className="text-sm text-muted">
        How was {vendorName}? Your review shows on their page as a verified booking.
      </p>
      <StarPicker
        legend="Your rating"
        name="rating"
        value={form.values.rating ? Number(form.values.rating) : null}
        onChange={(stars) => form.update({ rating: String(stars) })}
        error={form.errors.rating}
      />
      <Field
        label="Your review"
        error={form.errors.comment}
        hint={`What went well, what could be better: 10 to ${formatCount(COMMENT_MAX)} characters.`}
      >
        {(field) => (
          <textarea
            {...field}
            {...form.control('comment')}
            className={`${inputClass} min-h-28`}
            maxLength={COMMENT_MAX}
          />
        )}
      </Field>
      {workerToRate && (
        <StarPicker
          legend="Rate the worker who did the job (optional)"
          name="workerRating"
          value={form.values.workerRating ? Number(form.values.workerRating) : null}
          onChange={(stars) => form.update({ workerRating: String(stars) })}
          error={form.errors.workerRating}
        />
      )}
      <Field
        label={`Photos of your event (optional, up to ${MAX_REVIEW_PHOTOS})`}
        error={tooMany ? TOO_MANY_REVIEW_PHOTOS : form.errors.photos}
        hint={`They show with your review. Each at least ${PHOTO_MIN_SIDE} px on its shorter side.`}
      >
        {(field) => (
          <input
            {...field}
            type="file"
            accept="image/*"
            multiple
            onChange={(event) => setPhotos([...(event.target.files ?? [])])}
            className="block w-full text-sm"
          />
        )}
      </Field>
      <Button type="submit" disabled={busy}>
        {busy ? 'Sending…' : 'Send review'}
      </Button>
    </form>
  );
}
