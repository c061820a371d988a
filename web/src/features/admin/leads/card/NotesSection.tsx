import {
  LEAD_INBOX_MESSAGES,
  LEAD_NOTE_MAX,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
} from '@altum/domain';
import type { LeadStatus } from '@altum/domain';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../ui/Button';
import { Field } from '../../../../ui/form/Field';
import { Select, TextArea } from '../../../../ui/form/controls';
import type { InboxLeadRow } from '../data/leads';

export interface FollowUpInput {
  status: LeadStatus;
  note: string;
}

/** Status and note, edited in place and saved together. */
export function NotesSection({
  lead,
  busy,
  onSave,
}: {
  lead: InboxLeadRow;
  busy: boolean;
  onSave: (input: FollowUpInput) => void;
}) {
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [note, setNote] = useState(lead.note);
  // A change saved elsewhere (another device, the listener) replaces an untouched form.
  const [seen, setSeen] = useState({ status: lead.status, note: lead.note });
  if (seen.status !== lead.status || seen.note !== lead.note) {
    setSeen({ status: lead.status, note: lead.note });
    setStatus(lead.status);
    setNote(lead.note);
  }
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const tooLong = note.trim().length > LEAD_NOTE_MAX;
  const changed = status !== lead.status || note.trim() !== lead.note;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !changed) return;
    // Submitting with an error takes focus to the field, whose message is linked to it.
    if (tooLong) {
      noteRef.current?.focus();
      return;
    }
    onSave({ status, note: note.trim() });
  };

  return (
    <Form onSubmit={submit} aria-label={`Follow-up for ${lead.name || 'this lead'}`}>
      <Field label="Status">
        {(control) => (
          <Select
            {...control}
            value={status}
            onChange={(event) => setStatus(event.target.value as LeadStatus)}
          >
            {LEAD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {LEAD_STATUS_LABELS[value]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label="Note"
        count={{ value: note.trim().length, max: LEAD_NOTE_MAX }}
        error={tooLong ? LEAD_INBOX_MESSAGES.noteTooLong : undefined}
      >
        {(control) => (
          <NoteArea
            {...control}
            ref={noteRef}
            rows={2}
            value={note}
            placeholder="Called, inspection booked for..."
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      {/* aria-disabled, not disabled: a disabled button drops the focus it has (after a save,
          or while saving), and a press with an error must still reach the form to point at it. */}
      <Button type="submit" $size="sm" aria-disabled={busy || !changed || undefined}>
        Save
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  button {
    align-self: flex-start;
  }
`;

const NoteArea = styled(TextArea)`
  min-height: 64px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
