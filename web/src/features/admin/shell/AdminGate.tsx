import { useQueryClient } from '@tanstack/react-query';
import { ClientOnly, Navigate, Outlet, useMatchRoute, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { CenteredScreen } from '../../../ui/Layout';
import { Spinner } from '../../../ui/Spinner';
import { useStaffSession } from '../session/useStaffSession';
import { AdminShell } from './AdminShell';

const Toaster = lazy(() => import('../../../ui/toast/Toaster'));
const ServiceWorkerUpdates = lazy(() => import('../../../ui/pwa/ServiceWorkerUpdates'));

function Gate() {
  const session = useStaffSession();
  const router = useRouter();
  const queryClient = useQueryClient();
  const signedOut = session.status === 'signedOut';
  // The page asked for goes to the login page with it, so the sign-in ends there (a bookmark,
  // a lead alert's tap). Read when the session is found not to be staff's, and kept: Navigate
  // navigates again whenever its props change, and the address changes as it does.
  const toLogin = useMemo(
    () =>
      ({
        to: '/admin/login',
        search: { redirect: router.state.location.href },
        replace: true,
      }) as const,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a change of status only
    [session.status, router],
  );
  useEffect(() => {
    // However the session ended (sign-out, a role removed, another tab), nothing the last
    // person saw stays in memory for the next one to sign in on this page.
    if (signedOut) queryClient.removeQueries({ queryKey: ['admin'] });
  }, [signedOut, queryClient]);
  if (session.status === 'checking') {
    return (
      <CenteredScreen>
        <Spinner label="Verifying access..." />
      </CenteredScreen>
    );
  }
  if (session.status !== 'staff') return <Navigate {...toLogin} />;
  return (
    <AdminShell user={session.user}>
      <Outlet />
    </AdminShell>
  );
}

/**
 * The one door of /admin: the login page is open; every other page shows only to a signed-in
 * admin or writer, checked again on every auth change and every change of their role.
 */
export function AdminGate() {
  const onLogin = useMatchRoute()({ to: '/admin/login' });
  return (
    <ClientOnly
      fallback={
        <CenteredScreen>
          <Spinner label="Verifying access..." />
        </CenteredScreen>
      }
    >
      {onLogin ? <Outlet /> : <Gate />}
      <Suspense fallback={null}>
        <Toaster preset="admin" />
        <ServiceWorkerUpdates area="admin" />
      </Suspense>
    </ClientOnly>
  );
}
