// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PhotoStrip } from './photo-strip';

afterEach(cleanup);

const photos = [1, 2, 3].map((n) => ({
  src: `/photos/reviews/r1/p${n}-1280.webp`,
  srcset: `/photos/reviews/r1/p${n}-640.webp 640w, /photos/reviews/r1/p${n}-1280.webp 1280w`,
  width: 1280,
  height: 960,
  alt: `The porch, ${n} of 3`,
}));

/** Opens the lightbox from the nth thumbnail (its code is loaded on demand, so it is awaited). */
async function openAt(n: number) {
  render(<PhotoStrip photos={photos} title="Photos from Dana R.'s review" />);
  const thumb = screen.getByRole('button', { name: `The porch, ${n} of 3` });
  thumb.focus();
  fireEvent.click(thumb);
  const dialog = await screen.findByRole(
    'dialog',
    { name: "Photos from Dana R.'s review" },
    // The first import of its code can take a while on a busy machine.
    { timeout: 10_000 },
  );
  return { thumb, dialog };
}
const counter = () => screen.getByTestId('lightbox-counter').textContent;
const shown = () => screen.getByTestId('lightbox').querySelector('img');

describe('the lightbox', () => {
  it('opens at the photo chosen, never the raw file: the photo, its alt text and "2 of 3"', async () => {
    const { thumb } = await openAt(2);
    expect(thumb.closest('a')).toBeNull();
    expect(counter()).toBe('2 of 3');
    expect(shown()?.getAttribute('src')).toBe('/photos/reviews/r1/p2-1280.webp');
    expect(shown()?.getAttribute('srcset')).toBe(photos[1]?.srcset);
    expect(shown()?.getAttribute('alt')).toBe('The porch, 2 of 3');
    expect(screen.getByTestId('lightbox').textContent).toContain('The porch, 2 of 3');
  });

  it('moves with ArrowRight and ArrowLeft, round the ends, and Escape gives focus back to the thumbnail', async () => {
    const { thumb, dialog } = await openAt(2);
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(counter()).toBe('3 of 3');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(counter()).toBe('1 of 3');
    expect(shown()?.getAttribute('alt')).toBe('The porch, 1 of 3');
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(counter()).toBe('3 of 3');

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Radix gives focus back once the dialog's focus scope has gone, a moment after.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(document.activeElement).toBe(thumb);
  });

  it('moves with the Previous and Next buttons, and closes with ×', async () => {
    await openAt(1);
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(counter()).toBe('2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(counter()).toBe('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('changes photo on a horizontal swipe of more than 50 px, and not on a shorter drag', async () => {
    await openAt(1);
    const stage = shown()?.parentElement as HTMLElement;
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(stage, { clientX: from, clientY: 300 });
      fireEvent.pointerUp(stage, { clientX: to, clientY: 300 });
    };
    swipe(300, 250);
    expect(counter()).toBe('1 of 3');
    swipe(300, 240);
    expect(counter()).toBe('2 of 3');
    swipe(100, 180);
    expect(counter()).toBe('1 of 3');
  });
});
