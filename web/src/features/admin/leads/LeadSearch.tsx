import { LEAD_SEARCH_MAX } from '@altum/domain';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Input } from '../../../ui/form/controls';
import { routerLink } from '../../../ui/routerLink';

/**
 * A homeowner who calls: staff type the phone number (any format) or e-mail address and find
 * every lead of theirs, through the contact keys the server stores on each lead. The search
 * lives in the URL (`?q=`), like the filters.
 */
export function LeadSearch({ q }: { q?: string }) {
  const id = useId();
  const hintId = useId();
  const navigate = useNavigate({ from: '/admin/leads' });
  const [typed, setTyped] = useState(q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = typed.trim();
    void navigate({ to: '/admin/leads', search: text ? { q: text } : {} });
  };
  return (
    <Form role="search" aria-label="Find a homeowner’s leads" onSubmit={submit}>
      <label htmlFor={id}>Find by phone or e-mail</label>
      <Row>
        <Input
          id={id}
          type="search"
          name="q"
          autoComplete="off"
          maxLength={LEAD_SEARCH_MAX}
          aria-describedby={hintId}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" $variant="secondary">
          Find
        </Button>
        {q ? (
          <ClearLink to="/admin/leads" search={{}}>
            Clear search
          </ClearLink>
        ) : null}
      </Row>
      <Hint id={hintId}>A phone number in any format, or an e-mail address.</Hint>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  input {
    flex: 1 1 16rem;
    max-width: 28rem;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ClearAnchor = styled.a`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const ClearLink = routerLink(ClearAnchor);
