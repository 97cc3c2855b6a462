import sharp from 'sharp';
import { DEMO, expect, expectToast, test } from './support';

// The demo vendor owns Timber Ridge Smokehouse, a featured listing on the directory's first page.
// No other spec adds or removes its photos; a fresh database per run means it starts with none.
test.use({ signedInAs: DEMO.vendor });

test('a vendor uploads a photo and it becomes the directory card’s picture', async ({ page }) => {
  // A phone photo in miniature: a JPEG with a position in its EXIF, made here rather than shipped.
  const photo = await sharp({ create: { width: 1400, height: 900, channels: 3, background: '#2f6f4f' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '34/1 2/1 0/1' } })
    .toBuffer();

  await page.goto('/vendor-dashboard');
  await page.getByRole('button', { name: 'Photos of Timber Ridge Smokehouse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Photos' });
  await expect(dialog.getByTestId('photo-count')).toHaveText(/^0 of \d+ photos on \w+$/);
  await dialog
    .getByLabel('Add a photo')
    .setInputFiles({ name: 'porch.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expectToast(page, 'Photo added');
  await expect(dialog.getByTestId('photo-count')).toHaveText(/^1 of \d+ photos on \w+$/);
  await expect(dialog.getByTestId('owner-photo').getByText('Cover', { exact: true })).toBeVisible();

  await page.goto('/vendors');
  const card = page
    .getByTestId('vendor-card')
    .filter({ has: page.getByRole('link', { name: 'Timber Ridge Smokehouse', exact: true }) });
  const picture = card.locator('img');
  await expect(picture).toHaveAttribute('src', /^\/photos\/[0-9a-f-]+\/[0-9a-f-]+-1280\.webp$/);
  await expect(picture).toHaveAttribute('srcset', /-320\.webp 320w, .*-640\.webp 640w, .*-1280\.webp 1280w$/);
  // It really loads: the browser decoded the WebP the server made.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
