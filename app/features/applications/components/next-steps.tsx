import { NumberedSteps } from '~/components/ui/numbered-steps';

/** A numbered "what happens next" list: sets expectations (review in 2-3 business days) before anyone applies. */
export function NextSteps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <section id="next-steps" aria-labelledby="next-steps-title" className="scroll-mt-20">
      <h2 id="next-steps-title" className="text-xl font-bold tracking-tight text-pine-800">
        What happens next
      </h2>
      <NumberedSteps steps={steps} className="mt-4 space-y-3" />
    </section>
  );
}
