import type { DecidedApplication } from '@contracts/admin';
import { StatusPill } from '~/components/ui/pill';
import { humanize, shortDate } from './states';

/** What was decided, newest first: who applied, what for, the decision, when, and why. */
export function DecisionHistory({ decisions }: { decisions: DecidedApplication[] }) {
  return (
    <ul
      className="divide-y divide-line rounded-xl border border-line bg-white"
      aria-label="Decided applications"
    >
      {decisions.map((decision) => (
        <li key={`${decision.kind}-${decision.id}`} className="p-4" data-testid="decision">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{decision.name}</p>
              <p className="text-sm wrap-anywhere text-muted">
                {humanize(decision.kind.replace('-', '_'))} application
                {decision.email ? ` · ${decision.email}` : ''}
              </p>
            </div>
            <div className="shrink-0 text-right text-sm">
              <StatusPill status={decision.status} />
              <p className="mt-1 text-muted">
                <time dateTime={decision.decidedAt}>{shortDate(decision.decidedAt)}</time>
              </p>
            </div>
          </div>
          {decision.decisionNote && <p className="mt-2 text-sm">Reason: {decision.decisionNote}</p>}
        </li>
      ))}
    </ul>
  );
}
