import { useQueryClient } from '@tanstack/react-query';
import { ClientOnly, Outlet, useMatchRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
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
  // Not staff: to the login page, with the page asked for, so the sign-in ends there (a
  // bookmark, a lead alert's tap). Once per change of status: the address changes as it goes.
  const navigate = useNavigate();
  const toLogin = session.status !== 'checking' && session.status !== 'staff';
  useEffect(() => {
    if (!toLogin) return;
    const redirect = router.state.location.href;
    void navigate({ href: `/admin/login?${new URLSearchParams({ redirect })}`, replace: true });
  }, [toLogin, navigate, router]);
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
  if (session.status !== 'staff') return null;
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
