import { FLOOD_LEAD_THRESHOLD, type LeadFlood } from '@altum/domain';
import { Alert } from '../../../ui/Alert';

const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/**
 * A warning while more leads than usual arrive (kept up by the e-mail function): a script may
 * be filling the form. Polite (a status, not an alert): it changes while staff work.
 */
export function FloodWarning({ flood }: { flood: LeadFlood | null }) {
  if (!flood?.active) return null;
  return (
    <Alert tone="warning">
      <strong>Possible flood of requests.</strong> {flood.leadsInWindow} requests arrived in the
      last {flood.windowMinutes} minutes (more than {FLOOD_LEAD_THRESHOLD}
      {flood.since ? `, since ${time.format(flood.since)}` : ''}). The office is notified of every
      one; confirmation e-mails to homeowners are capped. Check the requests below before calling
      back.
    </Alert>
  );
}
