/**
 * A stand-in for the SendGrid v3 API for the local stack. The real @sendgrid/mail client,
 * pointed here by the SENDGRID_API_URL param, sends its real request; this server records
 * it so developers can read every e-mail at GET / and tests can assert the exact request.
 * POST /failure { "fail": true } makes sends fail with a 500, like a SendGrid outage.
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

export interface MailCapture {
  url: string;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body?: unknown, type = 'application/json') {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

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

function page(messages: CapturedMail[], failing: boolean): string {
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
<p>${failing ? '<b class="fail">Failure mode is ON: sends answer 500.</b>' : 'Sends answer 202, as SendGrid does.'} JSON: <a href="/messages">/messages</a></p>
${items || '<p>No e-mails yet.</p>'}
</body></html>`;
}

export async function startMailCapture(opts: {
  port: number;
  host?: string;
  /** Prints one line per captured e-mail (the CLI turns it on). */
  log?: (line: string) => void;
}): Promise<MailCapture> {
  const host = opts.host ?? '127.0.0.1';
  const messages: CapturedMail[] = [];
  let failing = false;
  let nextId = 1;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = new URL(req.url ?? '/', 'http://capture').pathname;
      const route = `${req.method ?? 'GET'} ${path}`;

      if (route === 'POST /v3/mail/send') {
        if (!/^Bearer \S+/.test(req.headers.authorization ?? '')) {
          // SendGrid's own answer to a missing key.
          return send(res, 401, {
            errors: [{ field: null, message: 'authorization required', help: null }],
          });
        }
        let body: unknown;
        try {
          body = JSON.parse(raw);
        } catch {
          return send(res, 400, {
            errors: [{ field: null, message: 'Invalid JSON', help: null }],
          });
        }
        if (failing) {
          return send(res, 500, {
            errors: [
              {
                field: null,
                message: 'Internal server error (mail capture failure mode)',
                help: null,
              },
            ],
          });
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
        return send(res, 202);
      }
      if (route === 'GET /messages') return send(res, 200, messages);
      if (route === 'DELETE /messages') {
        messages.length = 0;
        return send(res, 204);
      }
      if (route === 'POST /failure') {
        try {
          const parsed = JSON.parse(raw) as { fail?: unknown };
          if (typeof parsed.fail !== 'boolean') throw new Error('fail must be a boolean');
          failing = parsed.fail;
          opts.log?.(`[mail-capture] failure mode ${failing ? 'on' : 'off'}`);
          return send(res, 200, { fail: failing });
        } catch {
          return send(res, 400, { error: 'Send JSON { "fail": true | false }' });
        }
      }
      if (route === 'GET /failure') return send(res, 200, { fail: failing });
      if (route === 'GET /')
        return send(res, 200, page(messages, failing), 'text/html; charset=utf-8');
      return send(res, 404, { error: `No route ${route}` });
    });
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
