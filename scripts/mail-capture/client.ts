/** Small helpers for tests and scripts that talk to a running mail capture server. */
import type { CapturedMail, MailAttempt } from './server';

export const MAIL_CAPTURE_URL = process.env.MAIL_CAPTURE_URL ?? 'http://127.0.0.1:8025';

async function call(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}`);
  return response;
}

export async function capturedMails(base = MAIL_CAPTURE_URL): Promise<CapturedMail[]> {
  return (await (await call(`${base}/messages`)).json()) as CapturedMail[];
}

export async function clearCapturedMails(base = MAIL_CAPTURE_URL): Promise<void> {
  await call(`${base}/messages`, { method: 'DELETE' });
}

/** Failure mode on: every send answers 500, as during a SendGrid outage. */
export async function setMailFailure(fail: boolean, base = MAIL_CAPTURE_URL): Promise<void> {
  await call(`${base}/failure`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fail }),
  });
}

/** Every send attempt the server answered, failed ones included. */
export async function mailAttempts(base = MAIL_CAPTURE_URL): Promise<MailAttempt[]> {
  return (await (await call(`${base}/attempts`)).json()) as MailAttempt[];
}

export interface FaultSwitch {
  failRate?: number;
  latencyMs?: number;
  outageSeconds?: number;
  /** Every send answers 401, as for a revoked SendGrid key. */
  rejectKey?: boolean;
  onlyCategory?: string;
}

/** Faults on (a share of 503s, added latency, an outage from now); `{}` turns them off. */
export async function setMailFaults(faults: FaultSwitch, base = MAIL_CAPTURE_URL): Promise<void> {
  await call(`${base}/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(faults),
  });
}

/** The send attempts of one lead, failed ones included. */
export function attemptsOfLead(attempts: MailAttempt[], leadId: string) {
  const ofLead = attempts.filter((a) => a.customArgs?.['leadId'] === leadId);
  return { all: ofLead, failed: ofLead.filter((a) => a.status !== 202) };
}

interface LeadMailBody {
  categories?: string[];
  custom_args?: { leadId?: string };
}

/** The captured e-mails of one lead, told apart by the category the function sets. */
export function mailsOfLead(mails: CapturedMail[], leadId: string) {
  const ofLead = mails.filter((m) => (m.body as LeadMailBody).custom_args?.leadId === leadId);
  const kind = (k: string) =>
    ofLead.filter((m) => (m.body as LeadMailBody).categories?.includes(k));
  return {
    all: ofLead,
    notifications: kind('lead-notification'),
    confirmations: kind('lead-confirmation'),
  };
}
