/** A numbered "what happens next" list: sets expectations (review in 2-3 business days) before anyone applies. */
export function NextSteps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <section id="next-steps" aria-labelledby="next-steps-title" className="scroll-mt-20">
      <h2 id="next-steps-title" className="text-xl font-bold tracking-tight text-pine-800">
        What happens next
      </h2>
      <ol className="mt-4 space-y-3">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-3 rounded-xl border border-line bg-white p-4">
            <span
              aria-hidden="true"
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-lake-50 font-bold text-lake-700"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-pine-800">{step.title}</h3>
              <p className="mt-1 text-sm text-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
