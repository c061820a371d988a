import {
  dateToZonedInput,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  type LeadStatus,
} from '@altum/domain';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../ui/Button';
import { Field, FieldError } from '../../../../ui/form/Field';
import { Input, Select } from '../../../../ui/form/controls';
import { showToast } from '../../../../ui/toast/toast';
import type { InboxLeadRow } from '../data/leads';

const today = () => dateToZonedInput(new Date()).slice(0, 10);
const daysAgo = (days: number) =>
  dateToZonedInput(new Date(Date.now() - days * 24 * 60 * 60 * 1000)).slice(0, 10);

/** Hands a file to the browser's downloads. */
function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Admins: the inbox's leads as a CSV file, for a range of days (Houston's clock) and a status.
 * Made from the leads already on the device; the CSV code loads only on export.
 */
export function ExportLeads({ leads }: { leads: readonly InboxLeadRow[] }) {
  const [from, setFrom] = useState(() => daysAgo(30));
  const [to, setTo] = useState(today);
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!from || !to) return setError('Enter both days.');
    if (from > to) return setError('The first day must not be after the last.');
    setError(undefined);
    setBusy(true);
    try {
      const { leadsCsv, leadsForExport } = await import('./leadsCsv');
      const chosen = leadsForExport(leads, { from, to, status });
      download(leadsCsv(chosen), `altum-leads-${from}-to-${to}.csv`);
      showToast('success', `${chosen.length} ${chosen.length === 1 ? 'lead' : 'leads'} exported`);
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
        <Field label="From (Houston day)">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
            />
          )}
        </Field>
        <Field label="To (Houston day)">
          {(control) => (
            <Input
              {...control}
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
        {error ? <FieldError role="alert">{error}</FieldError> : null}
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
