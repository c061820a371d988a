/**
 * The W3C Nu HTML checker (vnu-jar, on the installed Java), run once over every page a run
 * collected rather than once per page: a test saves the document it judges with
 * `collectHtml`, and the `html` project's test (html.teardown.ts) checks them all in one JVM
 * after every other test has run. Starting the checker costs 10 to 30 s here; each page then
 * costs it a fraction of a second.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestInfo } from '@playwright/test';
import { localDir } from '../../../scripts/lib/paths';

interface HtmlMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** Where the run's pages wait for the checker: one .html and its .json label per page. */
export const collectedHtmlDir = join(localDir, 'e2e-html');

/** Empties the folder, so a run checks its own pages only (html.setup.ts). */
export function clearCollectedHtml(): void {
  rmSync(collectedHtmlDir, { recursive: true, force: true });
  mkdirSync(collectedHtmlDir, { recursive: true });
}

/**
 * Keeps this document for the checker, named by the test that judged it and `label` (the
 * width, the state): a failure names both.
 */
export function collectHtml(testInfo: TestInfo, label: string, html: string): void {
  const page = `${testInfo.titlePath.join(' › ')} (${testInfo.project.name}): ${label}`;
  const name = createHash('sha1').update(page).digest('hex').slice(0, 16);
  mkdirSync(collectedHtmlDir, { recursive: true });
  writeFileSync(join(collectedHtmlDir, `${name}.html`), html);
  writeFileSync(join(collectedHtmlDir, `${name}.json`), JSON.stringify({ page }));
}

function runChecker(files: string[]): Promise<string> {
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  return new Promise((resolve, reject) => {
    const child = spawn(
      'java',
      [
        // Its schema compiler recurses deeply: the default thread stack overflows.
        '-Xss16m',
        '-jar',
        jar,
        '--errors-only',
        '--format',
        'json',
        '--stdout',
        '--exit-zero-always',
        ...files,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`The Nu HTML checker exited ${code}: ${err}`)),
    );
  });
}

/**
 * Checks every collected page in one run of the checker. Returns the errors (warnings and
 * info are not failures), each as `<page>: line N: <message> [<extract>]`, and how many
 * pages were checked.
 */
export async function collectedHtmlErrors(): Promise<{ pages: number; errors: string[] }> {
  mkdirSync(collectedHtmlDir, { recursive: true });
  const files = readdirSync(collectedHtmlDir)
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => join(collectedHtmlDir, file));
  if (files.length === 0) return { pages: 0, errors: [] };
  const report = JSON.parse(await runChecker(files)) as { messages: HtmlMessage[] };
  const pageOf = (url: string | undefined) => {
    if (!url) return 'unknown page';
    const file = fileURLToPath(url).replace(/\.html$/, '.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { page: string }).page;
  };
  const errors = report.messages
    .filter((message) => message.type !== 'info')
    .map(
      (message) =>
        `${pageOf(message.url)}: line ${message.lastLine ?? '?'}: ${message.message} [${
          message.extract ?? ''
        }]`,
    );
  return { pages: files.length, errors };
}
