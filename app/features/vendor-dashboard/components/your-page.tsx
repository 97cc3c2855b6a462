import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Spinner } from '~/components/ui/icons';
import { LoadError } from '~/components/ui/list-states';
import { businessPageQuery, type OwnedBusiness } from '../queries';
import { PageDialog } from './page-dialog';

// Loaded when a dialog opens: the form's contract and the uploader stay out of the dashboard's start.
const PageForm = lazy(() => import('./page-form').then((m) => ({ default: m.PageForm })));
const PhotoManager = lazy(() => import('./photo-manager').then((m) => ({ default: m.PhotoManager })));

type Props = { userId: string; business: OwnedBusiness; online: boolean };

/** A business card's two doors to the owner's page: its details and its photos, each in a dialog. */
export function YourPage({ userId, business, online }: Props) {
  const [open, setOpen] = useState<'details' | 'photos' | null>(null);
  // Asked for only once a dialog opens: most visits to the dashboard are for bookings.
  const page = useQuery({ ...businessPageQuery(userId, business.id), enabled: open !== null });
  const body = (draw: (data: NonNullable<typeof page.data>) => ReactNode) =>
    page.data ? (
      <Suspense fallback={<Spinner label="Loading your page" />}>{draw(page.data)}</Suspense>
    ) : page.error ? (
      <LoadError what="your page details" error={page.error} online={online} />
    ) : (
      <Spinner label="Loading your page" />
    );
  const toggle = (which: 'details' | 'photos') => (next: boolean) => setOpen(next ? which : null);

  return (
    <div className="mt-3 flex gap-2">
      <PageDialog
        title="Edit your page"
        description={`What customers read on ${business.businessName}'s page.`}
        triggerLabel="Edit page"
        triggerAriaLabel={`Edit ${business.businessName}'s page`}
        open={open === 'details'}
        onOpenChange={toggle('details')}
      >
        {body((data) => (
          <PageForm userId={userId} page={data} online={online} onSaved={() => setOpen(null)} />
        ))}
      </PageDialog>
      <PageDialog
        title="Photos"
        description={`The pictures on ${business.businessName}'s card and page.`}
        triggerLabel="Photos"
        triggerAriaLabel={`Photos of ${business.businessName}`}
        open={open === 'photos'}
        onOpenChange={toggle('photos')}
      >
        {body((data) => (
          <PhotoManager userId={userId} page={data} online={online} />
        ))}
      </PageDialog>
    </div>
  );
}
