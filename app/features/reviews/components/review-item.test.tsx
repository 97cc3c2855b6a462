// @vitest-environment happy-dom
import type { ReviewView } from '@contracts/reviews';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ReviewItem } from './review-item';

afterEach(cleanup);

const review: ReviewView = {
  id: 'r1',
  rating: 5,
  comment: 'Brisket was perfect for our reunion.',
  author: 'Dana R.',
  eventType: 'Catering',
  month: 'November 2026',
  reply: null,
  photos: [1, 2].map((n) => ({
    src: `/photos/reviews/r1/p${n}-1280.webp`,
    srcset: `/photos/reviews/r1/p${n}-640.webp 640w, /photos/reviews/r1/p${n}-1280.webp 1280w`,
    width: 1280,
    height: 960,
  })),
  verified: true,
  createdAt: '2026-11-23T12:00:00.000Z',
};

it("shows the review's photos with it, each opening the lightbox", () => {
  render(<ReviewItem review={review} />);
  const photos = screen.getAllByRole('img', { name: /from Dana R\.'s review$/ });
  expect(photos.map((img) => img.getAttribute('alt'))).toEqual([
    "Photo 1 of 2 from Dana R.'s review",
    "Photo 2 of 2 from Dana R.'s review",
  ]);
  expect(photos[0]?.getAttribute('src')).toBe('/photos/reviews/r1/p1-1280.webp');
  expect(photos.every((img) => img.closest('button')?.getAttribute('aria-haspopup') === 'dialog')).toBe(true);
});

it('draws no photo list for a review without photos', () => {
  render(<ReviewItem review={{ ...review, photos: [] }} />);
  expect(screen.queryByRole('list')).toBeNull();
  expect(screen.queryByRole('img', { name: /review$/ })).toBeNull();
});
