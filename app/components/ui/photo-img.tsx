import type { PhotoSource } from '@contracts/vendor-page';
import type { ImgHTMLAttributes } from 'react';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  /** A vendor's own photo, or null for the business type's shipped picture. */
  photo: PhotoSource | null;
  businessType: string;
  /** How wide the image shows, so the phone fetches the rendition it needs and no more. */
  sizes: string;
};

/**
 * A vendor's picture: the owner's photo in every width it was stored at (the browser picks by
 * `sizes`), with its real width and height so the page does not jump; else the type's drawing.
 */
export function PhotoImg({ photo, businessType, sizes, alt = '', ...img }: Props) {
  if (!photo) {
    return <img src={`/images/${businessType}.svg`} alt={alt} width={400} height={260} {...img} />;
  }
  return (
    <img
      src={photo.src}
      srcSet={photo.srcset}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={alt}
      decoding="async"
      {...img}
    />
  );
}
