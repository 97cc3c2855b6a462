// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DirectoryFilters } from '../filters';
import { DirectorySearch } from './directory-search';

// The search box: Enter searches with a history entry, a pause in typing without one, and the box
// follows the URL when something else changes the search (Clear search, the back button).

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup(filters: DirectoryFilters) {
  const onSearch = vi.fn();
  const onSort = vi.fn();
  const view = render(<DirectorySearch filters={filters} onSearch={onSearch} onSort={onSort} />);
  const box = screen.getByRole('searchbox', { name: 'Search vendors' }) as HTMLInputElement;
  return { onSearch, onSort, box, view };
}

describe('DirectorySearch', () => {
  it('searches on Enter at once, and after a pause in typing', () => {
    const { onSearch, box } = setup({});
    fireEvent.change(box, { target: { value: 'bbq' } });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(400));
    expect(onSearch).toHaveBeenCalledWith('bbq', true);

    onSearch.mockClear();
    fireEvent.change(box, { target: { value: ' dj ' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(onSearch).toHaveBeenCalledWith('dj', false);
  });

  it('follows the URL when the search is cleared elsewhere, and offers every sort', () => {
    const { box, view, onSort } = setup({ q: 'bbq', sort: 'price' });
    expect(box.value).toBe('bbq');
    view.rerender(<DirectorySearch filters={{ sort: 'price' }} onSearch={vi.fn()} onSort={onSort} />);
    expect(box.value).toBe('');
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sort.value).toBe('price');
    expect([...sort.options].map((o) => o.text)).toEqual([
      'Featured first',
      'Best rated',
      'Most reviewed',
      'Price: low to high',
    ]);
    fireEvent.change(sort, { target: { value: 'featured' } });
    expect(onSort).toHaveBeenCalledWith(undefined);
  });

  it('keeps words typed into the drawn page before the app adopted it, and Enter searches them', async () => {
    const onSearch = vi.fn();
    const ui = <DirectorySearch filters={{}} onSearch={onSearch} onSort={vi.fn()} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const box = container.querySelector('input[name="q"]') as HTMLInputElement;
    box.value = 'bbq';
    const root = await act(async () => hydrateRoot(container, ui));
    expect(box.value).toBe('bbq');
    fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    expect(onSearch).toHaveBeenCalledWith('bbq', false);
    act(() => root.unmount());
    container.remove();
  });
});
