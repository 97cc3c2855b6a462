import type { MyVendorApplication } from '@contracts/applications';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '~/components/ui/button';
import { Pill, type Tone } from '~/components/ui/pill';

type Standing = { tone: Tone; label: string; text: string };

function standing(application: MyVendorApplication): Standing {
  if (application.applicationStatus === 'pending') {
    return {
      tone: 'pending',
      label: 'Pending review',
      text: "We'll review your application and contact you within 2-3 business days.",
    };
  }
  if (application.applicationStatus === 'rejected') {
    return {
      tone: 'bad',
      label: 'Not approved',
      text: 'We could not list this business. You are welcome to apply again below.',
    };
  }
  return application.isActive
    ? {
        tone: 'good',
        label: 'Listed',
        text: 'Your business is in the directory. Answer bookings and keep your services up to date on your dashboard.',
      }
    : {
        tone: 'bad',
        label: 'Suspended',
        text: 'Your business is out of the directory for now. Contact us to talk it over.',
      };
}

/**
 * What someone who already applied sees above (or instead of) the blank form: each business and where
 * it stands, the admin's reason when it was turned down or suspended, and the way to the dashboard.
 */
export function VendorApplicationStatus({ applications }: { applications: MyVendorApplication[] }) {
  const listed = applications.some((a) => a.applicationStatus === 'approved');
  return (
    <section
      aria-labelledby="vendor-applications-title"
      className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
      data-testid="vendor-application-status"
    >
      <h2 id="vendor-applications-title" className="text-xl font-bold text-pine-800">
        {applications.length === 1 ? 'Your application' : 'Your applications'}
      </h2>
      <ul className="mt-3 space-y-3">
        {applications.map((application) => {
          const { tone, label, text } = standing(application);
          const note =
            application.applicationStatus === 'rejected'
              ? application.decisionNote
              : application.applicationStatus === 'approved' && !application.isActive
                ? application.suspendedReason
                : null;
          return (
            <li key={application.id} className="rounded-xl border border-line p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="font-semibold">{application.businessName}</h3>
                <Pill tone={tone}>{label}</Pill>
              </div>
              <p className="mt-1 text-sm text-muted">{text}</p>
              {note && (
                <p
                  className="mt-2 rounded-lg bg-danger-50 px-3 py-2 text-sm text-danger"
                  data-testid="decision-note"
                >
                  Reason: {note}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {listed && (
        <Link to="/vendor-dashboard" className={buttonClass('primary', 'mt-4 w-full px-6 sm:w-auto')}>
          Go to your dashboard
        </Link>
      )}
    </section>
  );
}
