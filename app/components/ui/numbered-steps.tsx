type Step = { title: string; text: string };

const STYLES = {
  // Cards with a lake-blue number: the home page's "How it works" and the applications' next steps.
  cards: {
    item: 'flex gap-3 rounded-xl border border-line bg-white p-4',
    number:
      'flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-lake-50 font-bold text-lake-700',
  },
  // Plain rows with a solid number, for a sidebar such as the quote page's help.
  compact: {
    item: 'flex gap-3',
    number: 'grid h-7 w-7 shrink-0 place-items-center rounded-full bg-pine-700 text-sm font-bold text-white',
  },
} as const;

/** An ordered list of steps, each numbered, titled and explained; the caller lays the list out. */
export function NumberedSteps({
  steps,
  variant = 'cards',
  className = '',
}: {
  steps: readonly Step[];
  variant?: keyof typeof STYLES;
  className?: string;
}) {
  const style = STYLES[variant];
  return (
    <ol className={className}>
      {steps.map((step, index) => (
        <li key={step.title} className={style.item}>
          <span aria-hidden="true" className={style.number}>
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold text-pine-800">{step.title}</h3>
            <p className="mt-1 text-sm text-muted">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
