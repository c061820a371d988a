/**
 * Local stack only: Google's account chooser, in the page. The Auth emulator's own chooser
 * needs Google's script from the internet; this one lists the emulator's Google accounts and
 * can add a new one by e-mail, so sign-in works offline.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import { Spinner } from '../../../ui/Spinner';
import type { LocalGoogleAccount } from '../session/data/signIn';

const Accounts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
`;

const AccountButton = styled.button`
  width: 100%;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  background: none;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: left;
  cursor: pointer;
  font: inherit;
  color: inherit;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  label {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[3]}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
  }
`;

interface Props {
  onChoose: (account: LocalGoogleAccount) => void;
  onClose: () => void;
}

export default function LocalAccountChooser({ onChoose, onClose }: Props) {
  const [accounts, setAccounts] = useState<LocalGoogleAccount[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [email, setEmail] = useState('');
  const emailId = useId();

  useEffect(() => {
    let live = true;
    import('../session/data/localAccounts')
      .then((module) => module.listLocalGoogleAccounts())
      .then(
        (list) => live && setAccounts(list),
        (error: unknown) => live && setLoadError(String(error)),
      );
    return () => {
      live = false;
    };
  }, []);

  const addAccount = (event: FormEvent) => {
    event.preventDefault();
    const typed = email.trim().toLowerCase();
    if (!typed) return;
    // The e-mail names the new account, so typing it again later finds the same account.
    onChoose({ sub: `local:${typed}`, email: typed });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Choose an account"
      description="Local Google sign-in (Auth emulator)"
      width={400}
    >
      {loadError ? <Alert>{loadError}</Alert> : null}
      {accounts === null && !loadError ? <Spinner label="Loading accounts..." /> : null}
      {accounts ? (
        <Accounts aria-label="Google accounts">
          {accounts.map((account) => (
            <li key={account.sub}>
              <AccountButton type="button" onClick={() => onChoose(account)}>
                <span>{account.name ?? account.email}</span>
                <small>{account.email}</small>
              </AccountButton>
            </li>
          ))}
          <li>
            <AccountButton type="button" onClick={() => setAdding(true)}>
              <span>Add new account</span>
            </AccountButton>
          </li>
        </Accounts>
      ) : null}
      {adding ? (
        <Form onSubmit={addAccount}>
          <label htmlFor={emailId}>E-mail</label>
          <input
            id={emailId}
            type="email"
            required
            autoFocus
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <DialogActions>
            <Button type="submit" $size="sm">
              Sign in
            </Button>
          </DialogActions>
        </Form>
      ) : null}
      <DialogActions>
        <Button $variant="ghost" $size="sm" onClick={onClose}>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}
