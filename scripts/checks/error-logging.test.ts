/**
 * Error Reporting groups the functions' failures by the stack trace in a log entry. An error
 * logged as text (`String(error)`, `error.message`) leaves only the logger's own stack, so
 * every failure of a kind lands in one group whatever threw it: log the Error itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths';

/** The text of each `logger.error(...)` call, from its opening parenthesis to the closing one. */
function errorLogCalls(text: string): string[] {
  const calls: string[] = [];
  for (const match of text.matchAll(/\blogger\.error\(/g)) {
    const open = (match.index ?? 0) + match[0].length - 1;
    let depth = 0;
    for (let i = open; i < text.length; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')' && --depth === 0) {
        calls.push(text.slice(open, i + 1));
        break;
      }
    }
  }
  return calls;
}

const loggedAsText = (call: string) =>
  /String\(\s*\w+[\w.]*\s*\)|\b(?:error|err|e)\.message\b/.test(call);

describe("the functions' error logs", () => {
  it('tell a call that logs an error as text', () => {
    expect(
      errorLogCalls("logger.error('Failed', { id, error: String(error) }); x();").map(loggedAsText),
    ).toEqual([true]);
    expect(errorLogCalls("logger.error('Failed', error, { id: f(a) });").map(loggedAsText)).toEqual(
      [false],
    );
  });

  it('pass the Error itself, never its text', () => {
    const dir = join(repoRoot, 'functions', 'src');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    const offenders = files.flatMap((file) =>
      errorLogCalls(readFileSync(join(dir, file), 'utf8'))
        .filter(loggedAsText)
        .map((call) => `${file}: ${call}`),
    );
    expect(offenders).toEqual([]);
  });
});
