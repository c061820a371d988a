/** Small helpers for tests and scripts that talk to a running mail capture server. */
import type { CapturedMail } from './server';

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
