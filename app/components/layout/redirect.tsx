import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Spinner } from '~/components/ui/icons';

/**
 * Navigates once, on mount. TanStack's <Navigate> navigates again on every re-render of its parent,
 * and a parent that re-renders while a lazy route loads restarts the navigation for ever.
 */
export function Redirect({ to, redirect }: { to: '/' | '/auth'; redirect?: string }) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void navigate(to === '/auth' ? { to, search: { redirect }, replace: true } : { to, replace: true });
  }, [navigate, to, redirect]);
  return <Spinner label="Redirecting" />;
}
