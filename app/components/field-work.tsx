import type { PositionVerdict } from '@contracts/enums';
import { checkWords, type FieldWorkView } from '@contracts/job-checks';
import { PhotoStrip } from './photo-strip';

// What a check's position said, for the vendor: a record, never a verdict on the worker's pay.
const WHERE: Record<PositionVerdict, string> = {
  near: 'near the event',
  far: 'away from the event',
  unknown: 'not compared (the address names no place we know)',
  none: 'not shared',
};

/**
 * When the worker arrived and finished ("Arrived 4:52 PM", "Setup done 5:31 PM"), at the times the
 * phone took them, with the check-out's photos; the vendor also sees where the phone was (issue 31).
 */
export function FieldWork({ work }: { work: FieldWorkView }) {
  const { positions } = work;
  return (
    <div data-testid="field-work" className="space-y-2">
      <ul className="space-y-1 text-sm font-medium">
        {work.arrivedAt && (
          <li>
            {checkWords('Arrived', work.arrivedAt)}
            {positions?.arrived && (
              <span className="font-normal text-muted"> · phone {WHERE[positions.arrived]}</span>
            )}
          </li>
        )}
        {work.doneAt && (
          <li>
            {checkWords(work.doneWord, work.doneAt)}
            {positions?.done && (
              <span className="font-normal text-muted"> · phone {WHERE[positions.done]}</span>
            )}
          </li>
        )}
      </ul>
      <PhotoStrip
        title="Photos of the finished job"
        photos={work.photos.map((src, i) => ({
          src,
          alt: `The finished job, ${i + 1} of ${work.photos.length}`,
        }))}
      />
    </div>
  );
}
