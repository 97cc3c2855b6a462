import { type OwnedBusinessPage, PHOTO_MIN_SIDE } from '@contracts/vendor-page';
import { type ChangeEvent, useId } from 'react';
import { ConfirmButton } from '~/components/ui/confirm-button';
import { PhotoImg } from '~/components/ui/photo-img';
import { useDeletePhoto, useSetCover, useUploadPhoto } from '../page-mutations';

const PLAN_NAME: Record<OwnedBusinessPage['plan'], string> = {
  basic: 'Basic',
  featured: 'Featured',
  premium: 'Premium',
};
const uploadClass =
  'inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg bg-sunset-600 px-4 py-2 font-semibold text-white shadow-sm hover:bg-sunset-700 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-lake-600 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60';

type Props = { userId: string; page: OwnedBusinessPage; online: boolean };

/** The owner's photos: add one (the camera or the library), choose the cover, delete with a confirm. */
export function PhotoManager({ userId, page, online }: Props) {
  const upload = useUploadPhoto(userId, page.id);
  const remove = useDeletePhoto(userId, page.id);
  const cover = useSetCover(userId, page.id);
  const statusId = useId();
  const full = page.photos.length >= page.photoLimit;
  const closed = page.photosClosedBecause;
  const count = `${page.photos.length} of ${page.photoLimit} photos on ${PLAN_NAME[page.plan]}`;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared at once, so choosing the same file again (after a failure) is a change too.
    event.target.value = '';
    if (file) upload.mutate(file);
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={statusId} className="text-sm font-medium" data-testid="photo-count">
          {count}
        </p>
        <label className={uploadClass}>
          <input
            type="file"
            // image/* lets a phone offer its camera as well as its library.
            accept="image/*"
            className="sr-only"
            aria-describedby={statusId}
            disabled={!online || upload.isPending || full || closed !== null}
            onChange={choose}
          />
          {upload.isPending ? `Uploading... ${Math.round(upload.progress * 100)}%` : 'Add a photo'}
        </label>
      </div>
      <p className="text-xs text-muted">
        JPEG, PNG, WebP or HEIC, up to 10 MB, at least {PHOTO_MIN_SIDE} px on the shorter side. Location and
        camera details are removed before it is kept.
        {!online && ' Adding and changing photos needs a connection.'}
        {closed ? ` ${closed}` : full && ` Your plan holds ${page.photoLimit}: delete one to add another.`}
      </p>
      {upload.isPending && (
        <progress
          className="h-2 w-full accent-pine-700"
          max={1}
          value={upload.progress}
          aria-label="Upload progress"
        />
      )}
      {page.photos.length === 0 ? (
        <p className="rounded-lg bg-pine-50 p-4 text-sm text-muted">
          No photos yet. Your first one becomes the picture on your directory card.
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Your photos">
          {page.photos.map((photo, index) => {
            const isCover = photo.id === page.coverPhotoId;
            const name = `photo ${index + 1}`;
            return (
              <li
                key={photo.id}
                className="overflow-hidden rounded-xl border border-line"
                data-testid="owner-photo"
              >
                <div className="relative">
                  <PhotoImg
                    photo={photo}
                    businessType={page.businessType}
                    alt={`Your ${name}`}
                    sizes="(min-width: 640px) 13rem, 45vw"
                    loading="lazy"
                    className="aspect-[4/3] h-auto w-full bg-pine-50 object-cover"
                  />
                  {isCover && (
                    <span className="absolute top-2 left-2 rounded-full bg-pine-800 px-2 py-0.5 text-xs font-semibold text-white">
                      Cover
                    </span>
                  )}
                </div>
                <div className="flex flex-col gap-1 p-2">
                  {isCover ? (
                    // Where the other tiles have their button, so every tile is the same height.
                    <p className="grid min-h-11 place-items-center text-sm text-muted">Leads your card</p>
                  ) : (
                    <button
                      type="button"
                      className="min-h-11 rounded-lg px-2 text-sm font-semibold text-pine-700 hover:bg-pine-50 disabled:opacity-60"
                      disabled={!online || cover.isPending}
                      onClick={() => cover.mutate(photo.id)}
                      aria-label={`Set ${name} as cover`}
                    >
                      Set as cover
                    </button>
                  )}
                  <ConfirmButton
                    label="Delete"
                    ariaLabel={`Delete ${name}`}
                    title="Delete this photo?"
                    description={
                      isCover
                        ? 'It is your cover: your card goes back to the standard picture until you choose another.'
                        : 'It comes off your page at once.'
                    }
                    confirmLabel="Delete photo"
                    onConfirm={() => remove.mutate(photo.id)}
                    disabled={!online || remove.isPending}
                    className="min-h-11 w-full text-sm"
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
