import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useState,
} from 'react';

// The WAI-ARIA tabs pattern (automatic activation), drawn without Radix's Tabs. Radix's list counts
// its tabs into state from a layout effect, and its panel mounts through Presence, which reads
// getComputedStyle and sets state from its ref: on the first commit of a screen with tabs, that is a
// second, synchronous render, and React runs every pending effect before it (each query's fetch,
// each subscription). The Job Board and the vendor dashboard held their first frame with data back by
// that much on a warm open (docs/performance.md). These parts keep Radix's names and data-state.

type Chosen = { baseId: string; value: string | undefined; choose: (value: string) => void };
const ChosenTab = createContext<Chosen>({ baseId: '', value: undefined, choose: () => undefined });

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

type RootProps = {
  /** The chosen tab, when the screen keeps it (in the address, say); else `defaultValue` starts it. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
};

function Root({ value, defaultValue, onValueChange, className, children }: RootProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue);
  const choose = (next: string) => {
    setOwn(next);
    onValueChange?.(next);
  };
  return (
    <ChosenTab.Provider value={{ baseId, value: value ?? own, choose }}>
      <div className={className}>{children}</div>
    </ChosenTab.Provider>
  );
}

// Arrow keys move to the next or previous tab (wrapping), Home and End to the first and last; the tab
// reached is chosen at once.
const STEPS: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = STEPS[event.key];
  if (!step) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const at = tabs.indexOf(event.target as HTMLButtonElement);
  if (at === -1) return;
  event.preventDefault();
  const next = tabs[step(at, tabs.length)];
  next?.focus();
  next?.click();
}

function List({ className, children, ...label }: ComponentProps<'div'>) {
  return (
    <div role="tablist" aria-orientation="horizontal" className={className} onKeyDown={moveFocus} {...label}>
      {children}
    </div>
  );
}

function Trigger({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const { baseId, value: chosen, choose } = useContext(ChosenTab);
  const selected = value === chosen;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      // One stop for the whole list on Tab; the arrows move within it.
      tabIndex={selected ? 0 : -1}
      className={className}
      onClick={() => !selected && choose(value)}
    >
      {children}
    </button>
  );
}

function Content({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const { baseId, value: chosen } = useContext(ChosenTab);
  if (value !== chosen) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is focusable (WAI-ARIA tabs pattern)
      tabIndex={0}
      data-state="active"
      className={className}
    >
      {children}
    </div>
  );
}

/** Tabs: a list of tab buttons and the chosen tab's panel (above). */
export const Tabs = { Root, List, Trigger, Content };
