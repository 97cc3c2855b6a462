import { activeFilters, type DirectoryFilters as Filters } from '../filters';
import type { FilterPatch } from './directory-filters';

const chipClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full border px-3 text-sm font-medium transition-colors';

/** The filters in force as removable chips; the only control for a package that a link brought in. */
export function ActiveFilterChips({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (patch: FilterPatch) => void;
}) {
  const chips = activeFilters(filters);
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Active filters">
      {chips.map((chip) => (
        <li key={chip.name}>
          <button
            type="button"
            className={`${chipClass} border-pine-700 bg-pine-50 text-pine-800 hover:bg-pine-100`}
            aria-label={`Remove filter: ${chip.label}`}
            onClick={() =>
              onChange(
                // Without a category the cuisine means nothing, so it goes too.
                chip.name === 'category'
                  ? { category: undefined, cuisineType: undefined }
                  : { [chip.name]: undefined },
              )
            }
          >
            {chip.label}
            <span aria-hidden="true" className="text-base leading-none">
              ×
            </span>
          </button>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <button
            type="button"
            className={`${chipClass} border-transparent text-lake-700 underline hover:bg-lake-50`}
            onClick={() =>
              onChange({
                category: undefined,
                cuisineType: undefined,
                guests: undefined,
                priceRange: undefined,
                package: undefined,
                date: undefined,
              })
            }
          >
            Clear all
          </button>
        </li>
      )}
    </ul>
  );
}
