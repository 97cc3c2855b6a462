import type { VendorDetail } from '@contracts/vendors';
import { PhotoImg } from '~/components/ui/photo-img';
import { useLightbox } from '~/components/use-lightbox';

/**
 * The owner's photos, a row to swipe through on a phone and a grid on a wide screen. Each opens
 * in the lightbox, at its largest size. Below the header, so every one loads lazily.
 */
export function PhotoGallery({ vendor }: { vendor: VendorDetail }) {
  const total = vendor.photos.length;
  const photos = vendor.photos.map((photo, index) => ({
    ...photo,
    alt: photo.alt || `${vendor.businessName}, photo ${index + 1} of ${total}`,
  }));
  const { open, lightbox } = useLightbox(photos, `Photos of ${vendor.businessName}`);
  if (total === 0) return null;
  return (
    <section aria-labelledby="photos-heading">
      <h2 id="photos-heading" className="mb-3 text-xl font-semibold text-pine-800">
        Photos
      </h2>
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 lg:grid-cols-4">
        {photos.map((photo, index) => (
          <li key={photo.id} className="w-64 shrink-0 snap-start sm:w-auto">
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={open(index)}
              className="block w-full overflow-hidden rounded-xl border border-line focus-visible:ring-2 focus-visible:ring-lake-600"
            >
              <PhotoImg
                photo={photo}
                businessType={vendor.businessType}
                alt={photo.alt}
                sizes="(min-width: 1024px) 18rem, (min-width: 640px) 33vw, 16rem"
                loading="lazy"
                className="aspect-[4/3] h-auto w-full bg-pine-50 object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      {lightbox}
    </section>
  );
}
