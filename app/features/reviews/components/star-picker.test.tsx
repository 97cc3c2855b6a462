// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StarPicker } from '~/components/ui/star-picker';
import { ReviewSummary } from './review-summary';

// Stars a keyboard and a screen reader can use: a labelled group of radios, one per star.

function Picker({ error }: { error?: string }) {
  const [value, setValue] = useState<number | null>(null);
  return <StarPicker legend="Your rating" name="rating" value={value} onChange={setValue} error={error} />;
}

afterEach(cleanup);

describe('StarPicker', () => {
  it('is a group named by its legend, with a radio named for each star', () => {
    render(<Picker />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    const names = [...group.querySelectorAll('input[type="radio"]')].map((radio) =>
      radio.closest('label')?.textContent?.trim(),
    );
    expect(names).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '4 stars' }).checked).toBe(true);
  });

  it('says what is wrong, tied to the group', () => {
    render(<Picker error="Please choose 1 to 5 stars" />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Please choose 1 to 5 stars');
  });
});

describe('ReviewSummary', () => {
  it('shows the average to one place, the count and a bar per star, most stars first', () => {
    render(
      <ReviewSummary
        summary={{ average: '4.27', count: 11, distribution: { 1: 0, 2: 1, 3: 1, 4: 3, 5: 6 } }}
      />,
    );
    expect(screen.getByText('4.3')).toBeTruthy();
    expect(screen.getByText('11 reviews')).toBeTruthy();
    const bars = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(bars).toEqual([
      '5 stars6 reviews',
      '4 stars3 reviews',
      '3 stars1 review',
      '2 stars1 review',
      '1 star0 reviews',
    ]);
  });
});
