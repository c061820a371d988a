import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../ui/Button';
import { Field } from '../../../../ui/form/Field';
import { Select } from '../../../../ui/form/controls';
import type { InboxLeadRow } from '../data/leads';
import { Muted, Section } from './styles';
import type { LeadWork } from './work';

const NOBODY = '';

/**
 * Who owns the lead. Anyone on staff takes a lead nobody owns ("Take it"); admins assign,
 * reassign or unassign it (the rules hold the same line).
 */
export function OwnerSection({ lead, work }: { lead: InboxLeadRow; work?: LeadWork }) {
  const owner = lead.ownerId ? (lead.ownerName ?? 'Someone on staff') : null;
  return (
    <Section aria-labelledby={`lead-${lead.id}-owner`} data-testid="lead-owner">
      <h3 id={`lead-${lead.id}-owner`}>Owner</h3>
      {owner ? (
        <OwnerName data-testid="lead-owner-name">
          {lead.ownerId === work?.me.uid ? `${owner} (you)` : owner}
        </OwnerName>
      ) : (
        <Muted as="span">Nobody yet</Muted>
      )}
      {work && !lead.ownerId ? (
        <TakeButton
          type="button"
          $size="sm"
          $variant="secondary"
          aria-label={`Take it: ${lead.name || 'this lead'}`}
          onClick={() => work.onAssign({ uid: work.me.uid, name: work.me.name })}
        >
          Take it
        </TakeButton>
      ) : null}
      {work?.me.admin ? <AssignForm lead={lead} work={work} /> : null}
    </Section>
  );
}

function AssignForm({ lead, work }: { lead: InboxLeadRow; work: LeadWork }) {
  const current = lead.ownerId ?? NOBODY;
  const [choice, setChoice] = useState(current);
  const [seen, setSeen] = useState(current);
  // A change saved elsewhere (another device, the listener) replaces an untouched choice.
  if (seen !== current) {
    setSeen(current);
    setChoice(current);
  }
  const changed = choice !== current;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed) return;
    const person = work.staff.find((member) => member.uid === choice);
    work.onAssign(person ?? null);
  };
  // A former owner no longer on staff stays listed, so the select shows the truth.
  const options =
    lead.ownerId && !work.staff.some((member) => member.uid === lead.ownerId)
      ? [...work.staff, { uid: lead.ownerId, name: lead.ownerName ?? lead.ownerId }]
      : work.staff;
  return (
    <Assign onSubmit={submit} aria-label={`Owner of ${lead.name || 'this lead'}`}>
      <Field label="Assign to">
        {(control) => (
          <Select {...control} value={choice} onChange={(event) => setChoice(event.target.value)}>
            <option value={NOBODY}>Nobody</option>
            {options.map((member) => (
              <option key={member.uid} value={member.uid}>
                {member.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button type="submit" $size="sm" $variant="secondary" aria-disabled={!changed || undefined}>
        Assign
      </Button>
    </Assign>
  );
}

const OwnerName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const TakeButton = styled(Button)`
  align-self: flex-start;
  margin-top: ${({ theme }) => theme.space[1]}px;
`;

const Assign = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: ${({ theme }) => theme.space[1]}px;
  > :first-child {
    flex: 1 1 140px;
    min-width: 0;
  }
`;
