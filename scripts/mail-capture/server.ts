/**
 * A stand-in for the SendGrid v3 API for the local stack. The real @sendgrid/mail client,
 * pointed here by the SENDGRID_API_URL param, sends its real request; this server records
 * it so developers can read every e-mail at GET / and tests can assert the exact request.
 *
 * Faults, to play an unlucky day at SendGrid: POST /faults with
 * { "failRate": 0.3, "latencyMs": 200, "outageSeconds": 60 } makes that share of sends answer
 * 503, delays every answer, and fails every send with a 500 for the next 60 s
 * ("onlyCategory": "lead-notification" limits the failures to e-mails of that category);
 * { "rejectKey": true } answers 401, as SendGrid does for a revoked API key. Every attempt,
 * failed or accepted, is listed at GET /attempts, so tests count retries, not just successes.
 * POST /failure { "fail": true } is the short form of an outage without end.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const DEFAULT_MAIL_CAPTURE_PORT = 8025;

export interface CapturedMail {
  id: number;
  receivedAt: string;
  headers: IncomingHttpHeaders;
  /** The JSON body exactly as the client sent it. */
  body: unknown;
}

/** One request to /v3/mail/send and how it was answered. */
export interface MailAttempt {
  id: number;
  receivedAt: string;
  status: number;
  /**
   * Why it failed, when it did: 'failRate', 'outage', 'failure' (switched on), 'auth' (no
   * key), 'rejectKey' (a key refused on purpose), 'json'.
   */
  fault?: string;
  /** The id of the accepted mail in /messages. */
  mailId?: number;
  /** What the sender tagged the e-mail with (the lead functions set both). */
  categories?: string[];
  customArgs?: Record<string, unknown>;
}

export interface MailFaults {
  /** Share of sends (0 to 1) that fail with a 503, at random. */
  failRate: number;
  /** Added to every answer, in milliseconds. */
  latencyMs: number;
  /** Every send fails with a 500 until this time (epoch ms); 0 for no outage. */
  outageUntil: number;
  /** Failure mode switched on: every send fails with a 500 until switched off. */
  failing: boolean;
  /** Every send answers 401 as if the API key were revoked, until switched off. */
  rejectKey: boolean;
  /** Only e-mails with this SendGrid category meet the faults (say, only notifications). */
  onlyCategory?: string;
}

export const NO_FAULTS: MailFaults = {
  failRate: 0,
  latencyMs: 0,
  outageUntil: 0,
  failing: false,
  rejectKey: false,
};

/** Reads the JSON switch; throws with a readable message on a bad value. */
export function parseFaults(raw: string, now = Date.now()): MailFaults {
  const input = JSON.parse(raw) as Record<string, unknown>;
  if (typeof input !== 'object' || input === null) throw new Error('Send a JSON object');
  const number = (key: string, max: number) => {
    const value = input[key] ?? 0;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > max)
      throw new Error(`${key} must be a number from 0 to ${max}`);
    return value;
  };
  const outageSeconds = number('outageSeconds', 86_400);
  const onlyCategory = input['onlyCategory'];
  if (onlyCategory !== undefined && typeof onlyCategory !== 'string')
    throw new Error('onlyCategory must be a string');
  const rejectKey = input['rejectKey'] ?? false;
  if (typeof rejectKey !== 'boolean') throw new Error('rejectKey must be a boolean');
  return {
    failRate: number('failRate', 1),
    latencyMs: number('latencyMs', 60_000),
    outageUntil: outageSeconds > 0 ? now + outageSeconds * 1000 : 0,
    failing: false,
    rejectKey,
    ...(onlyCategory ? { onlyCategory } : {}),
  };
}

export interface MailCapture {
  url: string;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body?: unknown, type = 'application/json') {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

interface MailView {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
}

/** Pulls the readable parts out of a v3 mail/send body for the log and the HTML page. */
function view(body: unknown): MailView {
  const b = (body ?? {}) as {
    from?: { email?: string; name?: string };
    reply_to?: { email?: string };
    subject?: string;
    personalizations?: { to?: { email?: string }[]; subject?: string }[];
    content?: { type?: string; value?: string }[];
  };
  const to = (b.personalizations ?? []).flatMap((p) => (p.to ?? []).map((r) => r.email ?? ''));
  return {
    from: b.from?.name ? `${b.from.name} <${b.from.email ?? ''}>` : (b.from?.email ?? ''),
    to: to.join(', '),
    replyTo: b.reply_to?.email ?? '',
    subject: b.subject ?? b.personalizations?.[0]?.subject ?? '',
    text: b.content?.find((c) => c.type === 'text/plain')?.value ?? '',
  };
}

function faultLine(f: MailFaults): string {
  const parts: string[] = [];
  if (f.failing) parts.push('failure mode ON: every send answers 500');
  if (f.rejectKey) parts.push('the API key is refused: every send answers 401');
  if (f.outageUntil > Date.now())
    parts.push(`outage until ${new Date(f.outageUntil).toISOString()}`);
  if (f.failRate > 0) parts.push(`${Math.round(f.failRate * 100)}% of sends answer 503`);
  if (f.latencyMs > 0) parts.push(`${f.latencyMs} ms added latency`);
  return parts.length
    ? `<b class="fail">Faults: ${escapeHtml(parts.join('; '))}.</b>`
    : 'Sends answer 202, as SendGrid does.';
}

function page(messages: CapturedMail[], attempts: MailAttempt[], faults: MailFaults): string {
  const items = messages
    .slice()
    .reverse()
    .map((m) => {
      const v = view(m.body);
      return `<article><h2>${escapeHtml(v.subject)}</h2>
<p><b>To:</b> ${escapeHtml(v.to)}<br><b>From:</b> ${escapeHtml(v.from)}<br>${
        v.replyTo ? `<b>Reply-To:</b> ${escapeHtml(v.replyTo)}<br>` : ''
      }<b>Received:</b> ${escapeHtml(m.receivedAt)}</p>
<pre>${escapeHtml(v.text)}</pre>
<details><summary>Request body</summary><pre>${escapeHtml(JSON.stringify(m.body, null, 2))}</pre></details></article>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail capture (${messages.length})</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ccc;border-radius:8px;padding:0 1rem;margin:1rem 0}pre{white-space:pre-wrap}
.fail{color:#b00020}</style></head><body>
<h1>Captured e-mails: ${messages.length}</h1>
<p>${faultLine(faults)} Attempts: ${attempts.length} (${attempts.filter((a) => a.status !== 202).length} failed). JSON: <a href="/messages">/messages</a>, <a href="/attempts">/attempts</a>, <a href="/faults">/faults</a></p>
${items || '<p>No e-mails yet.</p>'}
</body></html>`;
}

export async function startMailCapture(opts: {
  port: number;
  host?: string;
  /** Prints one line per captured e-mail (the CLI turns it on). */
  log?: (line: string) => void;
  /** The dice for failRate; tests pass their own. */
  random?: () => number;
}): Promise<MailCapture> {
  const host = opts.host ?? '127.0.0.1';
  const messages: CapturedMail[] = [];
  const attempts: MailAttempt[] = [];
  let faults: MailFaults = { ...NO_FAULTS };
  let nextId = 1;
  let nextAttemptId = 1;
  const random = opts.random ?? Math.random;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => void handle());
    const handle = async () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = new URL(req.url ?? '/', 'http://capture').pathname;
      const route = `${req.method ?? 'GET'} ${path}`;

      if (route === 'POST /v3/mail/send') {
        const attempt: MailAttempt = {
          id: nextAttemptId++,
          receivedAt: new Date().toISOString(),
          status: 0,
        };
        attempts.push(attempt);
        const answer = (status: number, body?: unknown, fault?: string) => {
          attempt.status = status;
          if (fault) attempt.fault = fault;
          return send(res, status, body);
        };
        const sendGridError = (message: string) => ({
          errors: [{ field: null, message, help: null }],
        });
        if (faults.latencyMs > 0) await wait(faults.latencyMs);
        if (!/^Bearer \S+/.test(req.headers.authorization ?? '')) {
          // SendGrid's own answer to a missing key.
          return answer(401, sendGridError('authorization required'), 'auth');
        }
        let body: unknown;
        try {
          body = JSON.parse(raw);
        } catch {
          return answer(400, sendGridError('Invalid JSON'), 'json');
        }
        const tags = body as { categories?: unknown; custom_args?: unknown };
        if (Array.isArray(tags.categories)) attempt.categories = tags.categories as string[];
        if (typeof tags.custom_args === 'object' && tags.custom_args !== null)
          attempt.customArgs = tags.custom_args as Record<string, unknown>;
        const spared =
          faults.onlyCategory !== undefined && !attempt.categories?.includes(faults.onlyCategory);
        if (faults.failing) {
          return answer(
            500,
            sendGridError('Internal server error (mail capture failure mode)'),
            'failure',
          );
        }
        if (!spared && faults.rejectKey) {
          // SendGrid's answer to a revoked or wrong key.
          return answer(
            401,
            sendGridError('The provided authorization grant is invalid, expired, or revoked'),
            'rejectKey',
          );
        }
        if (!spared && faults.outageUntil > Date.now()) {
          return answer(
            500,
            sendGridError('Internal server error (mail capture outage)'),
            'outage',
          );
        }
        if (!spared && faults.failRate > 0 && random() < faults.failRate) {
          return answer(
            503,
            sendGridError('Service unavailable (mail capture fail rate)'),
            'failRate',
          );
        }
        const mail: CapturedMail = {
          id: nextId++,
          receivedAt: new Date().toISOString(),
          headers: req.headers,
          body,
        };
        messages.push(mail);
        const v = view(body);
        opts.log?.(`[mail-capture] #${mail.id} to ${v.to}: ${v.subject}`);
        // SendGrid answers 202 with an empty body and a message id header.
        res.setHeader('x-message-id', `capture-${mail.id}`);
        attempt.mailId = mail.id;
        return answer(202);
      }
      if (route === 'GET /messages') return send(res, 200, messages);
      if (route === 'GET /attempts') return send(res, 200, attempts);
      if (route === 'DELETE /messages') {
        // A fresh start: the attempts go with the e-mails they led to.
        messages.length = 0;
        attempts.length = 0;
        return send(res, 204);
      }
      if (route === 'POST /failure') {
        try {
          const parsed = JSON.parse(raw) as { fail?: unknown };
          if (typeof parsed.fail !== 'boolean') throw new Error('fail must be a boolean');
          faults = { ...faults, failing: parsed.fail };
          opts.log?.(`[mail-capture] failure mode ${parsed.fail ? 'on' : 'off'}`);
          return send(res, 200, { fail: parsed.fail });
        } catch {
          return send(res, 400, { error: 'Send JSON { "fail": true | false }' });
        }
      }
      if (route === 'GET /failure') return send(res, 200, { fail: faults.failing });
      if (route === 'POST /faults') {
        try {
          faults = parseFaults(raw);
          opts.log?.(`[mail-capture] faults ${raw}`);
          return send(res, 200, faults);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          return send(res, 400, {
            error: `${reason}. Send JSON { "failRate": 0.3, "latencyMs": 200, "outageSeconds": 60 }`,
          });
        }
      }
      if (route === 'GET /faults') return send(res, 200, faults);
      if (route === 'GET /')
        return send(res, 200, page(messages, attempts, faults), 'text/html; charset=utf-8');
      return send(res, 404, { error: `No route ${route}` });
    };
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
