import {
  LEAD_ATTEMPT_CLOCK_SKEW_MS,
  LEAD_ATTEMPT_KINDS,
  LEAD_ATTEMPT_LABELS,
  LEAD_ATTEMPT_NOTE_MAX,
  dateToZonedInput,
  proposeFollowUp,
  zonedInputToDate,
  type LeadAttemptKind,
} from '@altum/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../../ui/Button';
import { Field } from '../../../../ui/form/Field';
import { Input, Select, TextArea } from '../../../../ui/form/controls';
import type { InboxLeadRow } from '../data/leads';
import { CardForm, CardFormButtons } from './styles';
import type { AttemptInput } from './work';

/**
 * A datetime-local value on Houston's clock and, while it still shows what the form put in it,
 * the instant behind it: in the hour the clock repeats when it falls back, the text alone
 * names the hour's first pass, an hour before a try made in its second.
 */
interface ZonedValue {
  text: string;
  at: Date | null;
}

const shown = (at: Date | null): ZonedValue => ({ text: at ? dateToZonedInput(at) : '', at });
const typed = (text: string): ZonedValue => ({ text, at: null });
const instantOf = (value: ZonedValue) => value.at ?? zonedInputToDate(value.text);

/** Now, to the minute the input shows. */
const thisMinute = () => new Date(Math.floor(Date.now() / 60_000) * 60_000);

const proposal = (count: number, at: Date | null) => shown(at ? proposeFollowUp(count, at) : null);

/**
 * The field holds minutes: a try in the minute the request arrived (logged at once, as a
 * quick call is) is dated at its arrival, not the start of that minute, which the rules would
 * refuse as earlier than the lead.
 */
function notBeforeArrival(at: Date | null, arrived: Date | null): Date | null {
  if (!at || !arrived || at >= arrived) return at;
  return arrived.getTime() - at.getTime() < 60_000 ? arrived : at;
}

/**
 * One try: what happened, when (now unless changed; Houston's clock), an optional note, and
 * the next follow-up, proposed from the count and the time (proposeFollowUp) until staff
 * change it; emptied, there is none.
 */
export function LogAttemptForm({
  lead,
  onLog,
  onCancel,
}: {
  lead: InboxLeadRow;
  onLog: (input: AttemptInput) => void;
  onCancel: () => void;
}) {
  const count = lead.attemptCount + 1;
  const [kind, setKind] = useState<LeadAttemptKind>('no-answer');
  const [when, setWhen] = useState(() => shown(thisMinute()));
  const [note, setNote] = useState('');
  const [followUp, setFollowUp] = useState(() => proposal(count, when.at));
  const [followUpEdited, setFollowUpEdited] = useState(false);
  const [errors, setErrors] = useState<{ when?: string; note?: string; followUp?: string }>({});
  const kindRef = useRef<HTMLSelectElement>(null);
  const whenRef = useRef<HTMLInputElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const followUpRef = useRef<HTMLInputElement>(null);

  useEffect(() => kindRef.current?.focus(), []);

  const changeWhen = (value: string) => {
    setWhen(typed(value));
    if (!followUpEdited) setFollowUp(proposal(count, zonedInputToDate(value)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = notBeforeArrival(instantOf(when), lead.createdAt);
    const next = followUp.text ? instantOf(followUp) : null;
    const found = {
      when: !at
        ? 'Enter when it happened.'
        : at.getTime() > Date.now() + LEAD_ATTEMPT_CLOCK_SKEW_MS
          ? 'A try cannot be later than now.'
          : lead.createdAt && at < lead.createdAt
            ? 'A try cannot be earlier than the request.'
            : undefined,
      note:
        note.trim().length > LEAD_ATTEMPT_NOTE_MAX
          ? `Note must be less than ${LEAD_ATTEMPT_NOTE_MAX} characters`
          : undefined,
      followUp: followUp.text && !next ? 'Enter a date and time, or leave it empty.' : undefined,
    };
    setErrors(found);
    // Submitting with an error takes focus to the first such field.
    if (found.when) return whenRef.current?.focus();
    if (found.note) return noteRef.current?.focus();
    if (found.followUp) return followUpRef.current?.focus();
    if (!at) return;
    onLog({ kind, at, note: note.trim(), followUpAt: next });
  };

  return (
    <CardForm onSubmit={submit} aria-label={`Log a try for ${lead.name || 'this lead'}`} noValidate>
      <Field label="What happened">
        {(control) => (
          <Select
            {...control}
            ref={kindRef}
            value={kind}
            onChange={(event) => setKind(event.target.value as LeadAttemptKind)}
          >
            {LEAD_ATTEMPT_KINDS.map((value) => (
              <option key={value} value={value}>
                {LEAD_ATTEMPT_LABELS[value]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="When (Houston time)" error={errors.when}>
        {(control) => (
          <Input
            {...control}
            ref={whenRef}
            type="datetime-local"
            value={when.text}
            onChange={(event) => changeWhen(event.target.value)}
          />
        )}
      </Field>
      <Field
        label="Note (optional)"
        count={{ value: note.trim().length, max: LEAD_ATTEMPT_NOTE_MAX }}
        error={errors.note}
      >
        {(control) => (
          <TextArea
            {...control}
            ref={noteRef}
            rows={2}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      <Field
        label="Next follow-up (Houston time)"
        hint={
          followUpEdited
            ? 'Empty it for no follow-up.'
            : followUp.text
              ? `Proposed for attempt ${count + 1}. Change it, or empty it for none.`
              : `No follow-up proposed after ${count} attempts.`
        }
        error={errors.followUp}
      >
        {(control) => (
          <Input
            {...control}
            ref={followUpRef}
            type="datetime-local"
            value={followUp.text}
            onChange={(event) => {
              setFollowUpEdited(true);
              setFollowUp(typed(event.target.value));
            }}
          />
        )}
      </Field>
      <CardFormButtons>
        <Button type="submit" $size="sm">
          Save try
        </Button>
        <Button type="button" $size="sm" $variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </CardFormButtons>
    </CardForm>
  );
}
