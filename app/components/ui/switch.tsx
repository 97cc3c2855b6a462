import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<'button'>, 'onChange' | 'type' | 'role'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  thumbClassName: string;
};

/**
 * An on/off switch: the WAI-ARIA switch pattern on a button (Space and Enter toggle it, as a click
 * does), with Radix's data-state names. Radix's Switch keeps its button in state, set from its ref as
 * the page is first committed: a second, synchronous render that runs every pending effect before the
 * Job Board is painted (app/components/ui/tabs.tsx says the same of tabs). None of ours sits in a form
 * that posts, so Radix's hidden form input has nothing to do here.
 */
export function Switch({ checked, onCheckedChange, thumbClassName, ...button }: Props) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      {...button}
      onClick={() => onCheckedChange(!checked)}
    >
      <span data-state={state} className={thumbClassName} />
    </button>
  );
}
