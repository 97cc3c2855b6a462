import type { GigWorkerReview } from '@contracts/applications';
import { useDecideGigWorker } from '../mutations';
import { Decide } from './decide-buttons';
import { Card, cardGrid, Facts, humanize, shortDate, yesNo } from './states';

type Props = { userId: string; workers: GigWorkerReview[]; online: boolean };

/** Pending gig worker applications: who, how to reach them, and what work they can do. */
export function GigWorkerApplications({ userId, workers, online }: Props) {
  const decide = useDecideGigWorker(userId);
  return (
    <ul className={cardGrid} aria-label="Gig worker applications">
      {workers.map((worker) => {
        const name = `${worker.firstName} ${worker.lastName}`;
        return (
          <Card key={worker.id} testId="gig-worker-application">
            <div>
              <h3 className="text-lg font-semibold">{name}</h3>
              <p className="text-sm text-muted">Applied {shortDate(worker.createdAt)}</p>
            </div>
            <Facts
              items={[
                ['Email', worker.email, 'wide'],
                ['Phone', worker.phone],
                ['Transportation', yesNo(worker.hasTransportation)],
                ['Positions', worker.positions.map(humanize).join(', '), 'wide'],
                ['Availability', worker.availability.map(humanize).join(', '), 'wide'],
              ]}
            />
            {worker.experience && (
              <p className="text-sm">
                <span className="font-medium text-muted">Experience: </span>
                {worker.experience}
              </p>
            )}
            <Decide
              name={name}
              busy={decide.isPending && decide.variables.approve && decide.variables.id === worker.id}
              disabled={!online || decide.isPending}
              kind="gig worker"
              onApprove={() => decide.mutate({ id: worker.id, approve: true })}
              onReject={(reason) => decide.mutate({ id: worker.id, approve: false, reason })}
            />
          </Card>
        );
      })}
    </ul>
  );
}
