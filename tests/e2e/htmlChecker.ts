/**
 * The W3C Nu HTML checker (vnu-jar, on the installed Java), run once per test worker as its
 * HTTP service so each page costs a request rather than a JVM start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';

export interface HtmlMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

let service: Promise<string> | null = null;
let child: ChildProcess | null = null;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function start(): Promise<string> {
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  const port = await freePort();
  child = spawn(
    'java',
    [
      '-Dnu.validator.servlet.bind-address=127.0.0.1',
      // Its schema compiler recurses deeply: the default thread stack overflows.
      '-Xss16m',
      '-cp',
      jar,
      'nu.validator.servlet.Main',
      String(port),
    ],
    {
      stdio: process.env['DEBUG_VNU'] ? 'inherit' : 'ignore',
    },
  );
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));
  process.once('exit', () => child?.kill());
  const url = `http://127.0.0.1:${port}/`;
  for (let attempt = 0; attempt < 720; attempt += 1) {
    if (exited !== null)
      throw new Error(`The Nu HTML checker exited (${exited}): run with DEBUG_VNU=1`);
    try {
      const response = await fetch(url, { method: 'HEAD' });
      if (response.ok) return url;
    } catch {
      // Not listening yet: it reads its schemas first (10 to 30 s here).
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The Nu HTML checker did not start within 3 minutes');
}

/** Starts the checker ahead of the first page, so its start-up counts against no test's time. */
export async function startHtmlChecker(): Promise<void> {
  service ??= start();
  await service;
}

/** Errors the checker finds in a document (warnings and info are not failures). */
export async function htmlErrors(html: string): Promise<string[]> {
  service ??= start();
  const url = await service;
  const response = await fetch(`${url}?out=json`, {
    method: 'POST',
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: html,
  });
  const report = (await response.json()) as { messages: HtmlMessage[] };
  return report.messages
    .filter((message) => message.type !== 'info')
    .map(
      (message) => `line ${message.lastLine ?? '?'}: ${message.message} [${message.extract ?? ''}]`,
    );
}
