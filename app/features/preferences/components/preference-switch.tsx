import { useId } from 'react';
import { Switch } from '~/components/ui/switch';

type Props = { label: string; hint: string; checked: boolean; onChange: (checked: boolean) => void };

/** One on/off preference: the whole row is the 44 px target, the label names the switch. */
export function PreferenceSwitch({ label, hint, checked, onChange }: Props) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="block font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={`${id}-hint`}
        className="relative inline-flex h-11 w-16 shrink-0 items-center rounded-full p-1.5 transition-colors data-[state=checked]:bg-pine-600 data-[state=unchecked]:bg-muted/75"
        thumbClassName="block h-8 w-8 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5"
      />
    </div>
  );
}
