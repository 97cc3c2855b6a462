import { SERVICE_CATEGORIES, type ServiceCategory } from '@contracts/enums';
import { CATEGORY_LABELS, suggestedCategories } from '@contracts/event-plan';
import { Icon } from '~/components/ui/icons';
import { usePlanSettings } from '../plan-mutations';
import type { EventPartProps } from './step-heading';

/**
 * The services the event needs, as toggles: the suggested ones (from its type and size) start chosen
 * and are marked; a tap adds or removes one (PUT plan), drawn at once while it saves.
 */
export function CategoryChips({ userId, event, online }: EventPartProps) {
  const settings = usePlanSettings(userId, event.id);
  const suggested = suggestedCategories(event.eventType, event.guestCount);
  const chosen: readonly ServiceCategory[] =
    (settings.isPending && settings.variables?.categories) || event.categories;

  function toggle(category: ServiceCategory) {
    const next = chosen.includes(category)
      ? chosen.filter((entry) => entry !== category)
      : SERVICE_CATEGORIES.filter((entry) => entry === category || chosen.includes(entry));
    settings.mutate({ categories: next });
  }

  return (
    <fieldset
      aria-labelledby="category-chips-title"
      className="rounded-2xl border border-line bg-white p-4 sm:p-6"
    >
      <h3 id="category-chips-title" className="font-semibold">
        Services this event needs
      </h3>
      <p className="text-sm text-muted">
        Tap to add or remove. <span className="text-sunset-700">★</span> marks what a {event.guestCount}-guest
        event like yours usually needs.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {SERVICE_CATEGORIES.map((category) => {
          const on = chosen.includes(category);
          return (
            <button
              key={category}
              type="button"
              aria-pressed={on}
              disabled={settings.isPending || !online}
              onClick={() => toggle(category)}
              className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-70 ${
                on
                  ? 'border-pine-700 bg-pine-700 text-white'
                  : 'border-line bg-white text-ink hover:border-pine-600'
              }`}
            >
              {on && <Icon name="check" className="h-4 w-4" />}
              {CATEGORY_LABELS[category]}
              {suggested.includes(category) && (
                <span className={on ? 'text-sunset-500' : 'text-sunset-700'}>
                  <span aria-hidden="true">★</span>
                  <span className="sr-only"> (suggested)</span>
                </span>
              )}
            </button>
          );
        })}
      </div>
      {!online && (
        <p className="mt-2 text-sm text-muted" role="status">
          You are offline: changing the services needs a connection.
        </p>
      )}
    </fieldset>
  );
}
