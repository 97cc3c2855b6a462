import { ATTACHED_PHOTO_MAX_SIDE } from '@contracts/photo-data-urls';

/**
 * A photo as a JPEG data URL no longer than ATTACHED_PHOTO_MAX_SIDE on its longest side: a phone's
 * 12 MP photo is a few MB, and it may wait in the outbox and goes up on a weak signal. Drawing it on a
 * canvas also leaves its EXIF behind (the server strips it again).
 */
export async function shrinkPhoto(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, ATTACHED_PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.8);
}
