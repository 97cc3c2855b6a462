import { townToday } from '@contracts/dates';
import { CUISINE_TYPES, PRICE_RANGES } from '@contracts/enums';
import { type DirectoryCategory, EVENT_SIZES } from '@contracts/vendors';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { Field, inputClass } from '~/components/ui/field';
import {
  activeFilters,
  CATEGORY_OPTIONS,
  categoryLabel,
  type DirectoryFilters as Filters,
  offersCuisine,
  priceRangeLabel,
} from '../filters';

type Option = { value: string; label: string };
export type FilterPatch = Partial<Filters>;

function SelectField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: Option[];
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      {(a11y) => (
        <select
          {...a11y}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClass} cursor-pointer`}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Keeps a value a link brought in (delivery, 101-200 guests) selectable rather than showing it as "All". */
const withCurrent = (options: Option[], value: string | undefined, label: (v: string) => string) =>
  value && !options.some((o) => o.value === value) ? [...options, { value, label: label(value) }] : options;

/**
 * The four filters (SPEC section 2) and the day the vendor must be free. Every change applies at once and goes to the URL; on a phone the
 * controls fold into a panel whose Apply Filters button only closes it.
 */
export function DirectoryFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (patch: FilterPatch) => void;
}) {
  const [open, setOpen] = useState(false);
  const count = activeFilters(filters).length;
  // The Catering option stands for both of the links' spellings (catering and restaurant).
  const category = filters.category === 'catering' ? 'restaurant' : filters.category;

  const setCategory = (value: string) => {
    const next = (value || undefined) as DirectoryCategory | undefined;
    onChange({ category: next, cuisineType: offersCuisine(next) ? filters.cuisineType : undefined });
  };
  const choose =
    <K extends keyof Filters>(name: K) =>
    (value: string) =>
      onChange({ [name]: value || undefined } as FilterPatch);

  return (
    <section aria-label="Filters" className="md:sticky md:top-20">
      <button
        type="button"
        className="flex min-h-11 w-full items-center justify-between rounded-lg border border-line bg-white px-4 font-semibold text-pine-800 md:hidden"
        aria-expanded={open}
        aria-controls="directory-filters"
        onClick={() => setOpen((was) => !was)}
      >
        <span>
          Filters
          {count > 0 && ' '}
          {count > 0 && (
            <span className="ml-2 rounded-full bg-pine-700 px-2 py-0.5 text-xs text-white">
              {count}
              <span className="sr-only"> active</span>
            </span>
          )}
        </span>
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
      <div
        id="directory-filters"
        className={`${open ? 'mt-2 block' : 'hidden'} space-y-4 rounded-xl border border-line bg-white p-4 md:mt-0 md:block`}
      >
        <h2 className="hidden text-lg font-semibold text-pine-800 md:block">Filters</h2>
        <SelectField
          label="Category"
          value={category}
          options={withCurrent([{ value: '', label: 'All' }, ...CATEGORY_OPTIONS], category, (value) =>
            categoryLabel(value as DirectoryCategory),
          )}
          onChange={setCategory}
        />
        {offersCuisine(filters.category) && (
          <SelectField
            label="Cuisine Type"
            value={filters.cuisineType}
            options={[
              { value: '', label: 'All cuisines' },
              ...CUISINE_TYPES.map((c) => ({ value: c, label: c })),
            ]}
            onChange={choose('cuisineType')}
          />
        )}
        <SelectField
          label="Event Size"
          value={filters.guests}
          options={withCurrent(
            [
              { value: '', label: 'Any size' },
              ...EVENT_SIZES.map((s) => ({ value: s, label: `${s} guests` })),
            ],
            filters.guests,
            (value) => `${value} guests`,
          )}
          onChange={choose('guests')}
        />
        <Field label="Available on" hint="Vendors free to take an event that day">
          {(a11y) => (
            <input
              {...a11y}
              type="date"
              min={townToday()}
              value={filters.date ?? ''}
              onChange={(event) => choose('date')(event.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <SelectField
          label="Price Range"
          value={filters.priceRange}
          options={[
            { value: '', label: 'Any price' },
            ...PRICE_RANGES.map((r) => ({ value: r, label: priceRangeLabel(r) })),
          ]}
          onChange={choose('priceRange')}
        />
        <Button variant="secondary" className="w-full md:hidden" onClick={() => setOpen(false)}>
          Apply Filters
        </Button>
      </div>
    </section>
  );
}
