import type { LightboxPhoto } from './ui/lightbox';
import { useLightbox } from './use-lightbox';

/**
 * A row of small photos (a review's, a check-out's, a problem report's), each opening the
 * lightbox at itself. `title` names the set in the lightbox.
 */
export function PhotoStrip({ photos, title }: { photos: LightboxPhoto[]; title: string }) {
  const { open, lightbox } = useLightbox(photos, title);
  if (photos.length === 0) return null;
  return (
    <>
      <ul className="flex flex-wrap gap-2">
        {photos.map((photo, i) => (
          <li key={photo.src}>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={open(i)}
              className="block overflow-hidden rounded-lg focus-visible:ring-2 focus-visible:ring-lake-600"
            >
              <img
                src={photo.src}
                srcSet={photo.srcset}
                sizes="5rem"
                alt={photo.alt}
                loading="lazy"
                className="h-20 w-20 object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      {lightbox}
    </>
  );
}
