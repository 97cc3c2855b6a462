import type { ApplicationStatus, MyGigApplication } from '@contracts/applications';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icons';

const STATUS_TEXT: Record<ApplicationStatus, { title: string; text: string }> = {
  pending: {
    title: 'Your application is pending review',
    text: "We'll review your application and contact you within 2-3 business days.",
  },
  approved: {
    title: 'Your application is approved',
    text: 'Welcome to the crew! Pick the jobs that suit you from the Job Board.',
  },
  rejected: {
    title: 'Your application was not approved',
    text: 'We could not take your application this time. We will be in touch if that changes.',
  },
  inactive: {
    title: 'Your gig worker account is inactive',
    text: 'Contact us to take jobs again.',
  },
};

function Panel({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <section
      aria-labelledby="application-status-title"
      className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
      data-testid="application-status"
    >
      <div className="flex items-start gap-3">
        <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-pine-50 text-pine-700">
          <Icon name="check" className="h-5 w-5" />
        </span>
        <div>
          <h2 id="application-status-title" className="text-xl font-bold text-pine-800">
            {title}
          </h2>
          <p className="mt-1 text-muted">{text}</p>
          {children}
        </div>
      </div>
    </section>
  );
}

const sentOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** What a person who already applied sees instead of the form: one application per person. */
export function GigApplicationStatus({ application }: { application: NonNullable<MyGigApplication> }) {
  const copy = STATUS_TEXT[application.status];
  return (
    <Panel title={copy.title} text={copy.text}>
      {application.status === 'rejected' && application.decisionNote && (
        <p className="mt-3 rounded-lg bg-danger-50 px-3 py-2 text-sm text-danger" data-testid="decision-note">
          Reason: {application.decisionNote}
        </p>
      )}
      <p className="mt-2 text-sm text-muted">Sent on {sentOn(application.createdAt)}.</p>
      {application.status === 'approved' && (
        <Link to="/worker-jobs" className={buttonClass('primary', 'mt-4 px-6')}>
          Open the Job Board
        </Link>
      )}
    </Panel>
  );
}

/** An application saved offline: shown instead of a fresh form so nobody applies twice by mistake. */
export function GigApplicationWaiting() {
  return (
    <Panel
      title="Your application is waiting to be sent"
      text="It is saved on this device and will be sent when you are back online. Then we review it within 2-3 business days."
    />
  );
}
