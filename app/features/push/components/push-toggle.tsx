import { useId } from 'react';
import { Switch } from '~/components/ui/switch';
import { toast } from '~/components/ui/toast';
import { type PushState, usePushSubscription } from '../use-push-subscription';

const HINTS: Record<Exclude<PushState, 'off' | 'on'>, string> = {
  loading: 'Checking this device...',
  unsupported: 'This browser cannot receive notifications. Try Chrome on Android, or install the app.',
  'needs-install':
    'On iPhone, tap Share, then "Add to Home Screen", and open Broken Bow Events from there to get notifications.',
  blocked: 'Notifications are blocked for this site. Allow them in your browser settings, then try again.',
};

/**
 * One subscription per device carries everything the person is told (their bell and, for an approved
 * worker, new jobs); the words fit the screen: the job board speaks of jobs, Preferences of all of it.
 */
const WORDS = {
  device: {
    label: 'Notifications on this device',
    off: 'Get a notification on this device for new bookings, messages, offers and changes to your bookings.',
    on: 'This device is notified of new bookings, messages, offers and changes to your bookings.',
  },
  jobs: {
    label: 'Notify me about new jobs',
    off: 'Get a notification on this device when a new job is dispatched.',
    on: 'You will be notified on this device when a new job is dispatched.',
  },
} as const;

/** The push switch: asks the browser only after the tap, and shows where things stand. */
export function PushToggle({ purpose = 'device' }: { purpose?: keyof typeof WORDS }) {
  const id = useId();
  const words = WORDS[purpose];
  const { state, busy, turnOn, turnOff } = usePushSubscription();
  const usable = state === 'on' || state === 'off';

  async function change(checked: boolean) {
    try {
      await (checked ? turnOn() : turnOff());
    } catch (error) {
      toast({ title: 'Notifications', description: (error as Error).message, variant: 'destructive' });
    }
  }

  return (
    <section
      className="flex items-start gap-3 rounded-xl border border-line bg-white p-4"
      aria-labelledby={`${id}-label`}
      data-testid="push-toggle"
      data-state={state}
    >
      <div className="mr-auto">
        <label id={`${id}-label`} htmlFor={id} className="font-semibold">
          {words.label}
        </label>
        {/* Two lines kept while the device is checked, so what sits below does not jump when it answers. */}
        <p className="mt-1 min-h-10 text-sm text-muted" id={`${id}-hint`}>
          {state === 'on' || state === 'off' ? words[state] : HINTS[state]}
        </p>
      </div>
      <Switch
        id={id}
        checked={state === 'on'}
        disabled={!usable || busy}
        onCheckedChange={change}
        aria-describedby={`${id}-hint`}
        className="relative mt-1 h-7 w-12 shrink-0 rounded-full bg-line transition-colors data-[state=checked]:bg-pine-700 disabled:opacity-50"
        thumbClassName="block h-6 w-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]"
      />
    </section>
  );
}
