import {
  LEAD_EXPORT_DEFAULT_DAYS,
  LEAD_EXPORT_MESSAGES,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  leadExportRangeErrors,
  zonedDay,
  type LeadExportRequest,
  type LeadStatus,
} from '@altum/domain';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../ui/Button';
import { Field, FieldError } from '../../../../ui/form/Field';
import { Input, Select } from '../../../../ui/form/controls';
import { showToast } from '../../../../ui/toast/toast';
import type { LeadExportOutcome } from '../data/exportLeads';

/** A 'YYYY-MM-DD' moved by whole calendar days. */
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** Hands a file to the browser's downloads. */
function download(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The server's export (data/exportLeads.ts), loaded with the Firebase SDK on the first export. */
const exportOnServer = async (request: LeadExportRequest) =>
  (await import('../data/exportLeads')).exportLeads(request, Object.values(LEAD_EXPORT_MESSAGES));

type FieldErrors = Partial<Record<'from' | 'to', string>>;

/**
 * Admins: the leads received in a range of days (Houston's clock; the last 30 days unless
 * changed) of one status or any, as a CSV file the server writes from every matching lead,
 * not only those the inbox has loaded. `run` is the server call (tests pass their own).
 */
export function ExportLeads({
  run = exportOnServer,
}: {
  run?: (request: LeadExportRequest) => Promise<LeadExportOutcome>;
}) {
  const [to, setTo] = useState(() => zonedDay(new Date()));
  const [from, setFrom] = useState(() => shiftDay(to, 1 - LEAD_EXPORT_DEFAULT_DAYS));
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = leadExportRangeErrors({ from, to });
    const shown: FieldErrors = {
      ...(found.from ? { from: LEAD_EXPORT_MESSAGES[found.from] } : {}),
      ...(found.to ? { to: LEAD_EXPORT_MESSAGES[found.to] } : {}),
    };
    setErrors(shown);
    setRefusal(undefined);
    if (shown.from || shown.to) {
      // The first field to correct takes the focus, its error read with it.
      (shown.from ? fromRef : toRef).current?.focus();
      return;
    }
    setBusy(true);
    try {
      const outcome = await run({ from, to, status });
      if (!outcome.ok) {
        setRefusal(outcome.message);
        return;
      }
      download(outcome.file, outcome.fileName);
      showToast('success', `${outcome.count} ${outcome.count === 1 ? 'lead' : 'leads'} exported`);
    } catch (failure) {
      console.error('Exporting the leads failed', failure);
      showToast('error', 'Failed to export the leads');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Button
        type="button"
        $size="sm"
        $variant="ghost"
        aria-expanded={open}
        aria-controls="export-leads"
        onClick={() => setOpen(!open)}
      >
        Export CSV
      </Button>
      <Form
        id="export-leads"
        hidden={!open}
        onSubmit={submit}
        aria-label="Export leads as CSV"
        noValidate
      >
        <Field label="From (Houston day)" required error={errors.from}>
          {(control) => (
            <Input
              {...control}
              ref={fromRef}
              type="date"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
            />
          )}
        </Field>
        <Field label="To (Houston day)" required error={errors.to}>
          {(control) => (
            <Input
              {...control}
              ref={toRef}
              type="date"
              value={to}
              onChange={(event) => setTo(event.target.value)}
            />
          )}
        </Field>
        <Field label="Status">
          {(control) => (
            <Select
              {...control}
              value={status}
              onChange={(event) => setStatus(event.target.value as LeadStatus | '')}
            >
              <option value="">Any status</option>
              {LEAD_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {LEAD_STATUS_LABELS[value]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" $size="sm" $variant="secondary" aria-disabled={busy || undefined}>
          {busy ? 'Exporting…' : 'Download CSV'}
        </Button>
        {refusal ? <FieldError role="alert">{refusal}</FieldError> : null}
      </Form>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Form = styled.form`
  &[hidden] {
    display: none;
  }
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]}px;
  > div {
    width: 170px;
  }
`;
