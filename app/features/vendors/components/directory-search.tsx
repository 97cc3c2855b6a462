import { DIRECTORY_SORTS, type DirectorySort, SEARCH_MAX_LENGTH, SORT_LABELS } from '@contracts/vendors';
import { useEffect, useRef, useState } from 'react';
import { Field, inputClass } from '~/components/ui/field';
import { Icon } from '~/components/ui/icons';
import type { DirectoryFilters } from '../filters';

// Long enough that a word is finished, short enough that results follow the typing.
const DEBOUNCE_MS = 400;

type Props = {
  filters: DirectoryFilters;
  /** `replace`: a pause in typing, which should not leave a history entry per word. */
  onSearch: (q: string | undefined, replace: boolean) => void;
  onSort: (sort: DirectoryFilters['sort']) => void;
};

/**
 * The search box and the order, both kept in the URL with the filters. Enter searches at once; a
 * pause in typing searches too. Before the app starts the form is a plain GET of /vendors carrying
 * the filters in force, so the server-drawn page searches without script as well.
 */
export function DirectorySearch({ filters, onSearch, onSort }: Props) {
  const q = filters.q;
  const [text, setText] = useState(q ?? '');
  const input = useRef<HTMLInputElement>(null);
  const drawn = useRef(q ?? '');

  const sortBox = useRef<HTMLSelectElement>(null);
  const drawnSort = useRef(filters.sort ?? 'featured');

  // Words typed and an order chosen in the drawn page before the app adopted it are the visitor's:
  // keep them (once, at adoption; from then on the box and the list are the state's). A slow phone
  // shows the page long before its script runs, and the choice made meanwhile fired no onChange.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at adoption
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== drawn.current) setText(typed);
    const chosen = sortBox.current?.value as DirectorySort | undefined;
    if (chosen && chosen !== drawnSort.current) onSort(chosen === 'featured' ? undefined : chosen);
  }, []);

  // What this box last put in the URL: a change of q to anything else came from elsewhere.
  const sent = useRef(q);
  const send = (next: string | undefined, replace: boolean) => {
    sent.current = next;
    onSearch(next, replace);
  };

  // The URL moved by itself (Clear search, the back button): the box follows it. Its own searches
  // do not reset it, so letters typed while one was on its way stay.
  useEffect(() => {
    if (q === sent.current) return;
    sent.current = q;
    setText(q ?? '');
  }, [q]);

  useEffect(() => {
    const next = text.trim() || undefined;
    if (next === q) return;
    const timer = setTimeout(() => {
      sent.current = next;
      onSearch(next, true);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q, onSearch]);

  const kept = Object.entries(filters).filter(([name, value]) => name !== 'q' && value);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <search className="min-w-0 flex-1">
        <form
          action="/vendors"
          method="get"
          onSubmit={(event) => {
            event.preventDefault();
            // The box itself, not the state: words typed while the app was adopting the page reach
            // the box without an onChange.
            const typed = input.current?.value ?? text;
            setText(typed);
            send(typed.trim() || undefined, false);
          }}
        >
          {kept.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Field label="Search vendors">
            {(a11y) => (
              <div className="relative">
                <Icon
                  name="search"
                  className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-muted"
                />
                <input
                  {...a11y}
                  ref={input}
                  type="search"
                  name="q"
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  maxLength={SEARCH_MAX_LENGTH}
                  placeholder="Try bbq, DJ or wedding cake"
                  enterKeyHint="search"
                  autoComplete="off"
                  className={`${inputClass} pl-10`}
                />
              </div>
            )}
          </Field>
        </form>
      </search>
      <div className="sm:w-52">
        <Field label="Sort by">
          {(a11y) => (
            <select
              {...a11y}
              ref={sortBox}
              value={filters.sort ?? 'featured'}
              onChange={(event) => {
                const sort = event.target.value as DirectorySort;
                // Featured first is the default: it leaves the URL rather than sitting in it.
                onSort(sort === 'featured' ? undefined : sort);
              }}
              className={`${inputClass} cursor-pointer`}
            >
              {DIRECTORY_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </div>
  );
}
