import { useNavigate, useSearch } from '@tanstack/react-router';
import { adminReturnPath } from './adminReturn';
import { lazy, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { CenteredScreen } from '../../../ui/Layout';
import { Logo } from '../../../ui/Logo';
import { Spinner } from '../../../ui/Spinner';
import { Muted } from '../../../ui/Typography';
import { trackSignIn } from '../session/staffSession';
import { useStaffSession } from '../session/useStaffSession';
import type { SignInMode } from '../session/data/signIn';

// Only the local stack ever renders (and so downloads) the in-page account chooser.
const LocalAccountChooser = lazy(() => import('./LocalAccountChooser'));

const Page = styled(CenteredScreen).attrs({ as: 'main' })`
  padding: ${({ theme }) => theme.space[5]}px;
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 420px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]}px;
  text-align: center;
`;

const Brand = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInk};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** /admin/login: Google sign-in for staff; anyone else is turned away with the reason. */
export function LoginPage() {
  const session = useStaffSession();
  const navigate = useNavigate();
  const [mode, setMode] = useState<SignInMode | null>(null);
  const [chooserOpen, setChooserOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [signInError, setSignInError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void import('../session/data/signIn')
      .then((module) => module.signInMode())
      .then((next) => {
        if (live) setMode(next);
      });
    return () => {
      live = false;
    };
  }, []);

  // Signed in: on to the admin page asked for before the sign-in, or the dashboard.
  const redirect = adminReturnPath(useSearch({ from: '/admin/login' }).redirect);
  useEffect(() => {
    if (session.status !== 'staff') return;
    if (redirect) void navigate({ href: redirect, replace: true });
    else void navigate({ to: '/admin/dashboard', replace: true });
  }, [session.status, navigate, redirect]);

  const run = async (signIn: () => Promise<void>) => {
    setBusy(true);
    setSignInError(null);
    try {
      await trackSignIn(signIn);
    } catch (error) {
      setSignInError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const onSignIn = () => {
    if (mode === 'local') {
      setChooserOpen(true);
      return;
    }
    void run(async () => (await import('../session/data/signIn')).startGoogleRedirect());
  };

  const checking = session.status === 'checking' || session.status === 'staff';
  const message = signInError ?? (session.status === 'signedOut' ? session.message : null);

  return (
    <Page id="main">
      <Panel>
        <Brand>
          <Logo />
        </Brand>
        <Title>Admin Access</Title>
        {checking || busy ? (
          <Spinner label={busy ? 'Signing in...' : 'Checking your session...'} />
        ) : (
          <Button $block onClick={onSignIn} disabled={mode === null}>
            Sign in with Google
          </Button>
        )}
        {message && !checking ? <Alert>{message}</Alert> : null}
        <Muted>Only authorized administrators can access this area</Muted>
      </Panel>
      {mode === 'local' && chooserOpen ? (
        <Suspense fallback={null}>
          <LocalAccountChooser
            onClose={() => setChooserOpen(false)}
            onChoose={(account) => {
              setChooserOpen(false);
              void run(async () =>
                (await import('../session/data/signIn')).signInWithLocalGoogleAccount(account),
              );
            }}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}
