/**
 * Firestore deletes a document by its `expireAt` only where a TTL policy names the collection
 * group, and docs/deploy.md is where those policies are turned on. This reads the code for
 * every write of `expireAt` and the collection it goes to, and fails when the deploy doc's
 * `gcloud ... ttls update` lines miss one (or a line lacks `--project`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths';

interface Source {
  path: string;
  text: string;
}

function sourcesUnder(dir: string): Source[] {
  return readdirSync(join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !file.split('/').includes('node_modules'))
    .map((file) => ({
      path: relative(repoRoot, join(repoRoot, dir, file)),
      text: readFileSync(join(repoRoot, dir, file), 'utf8'),
    }));
}

/** Where a new project's setup is written down, TTL policies included. */
const DEPLOY_DOC = 'docs/deploy.md';

const sources = ['functions/src', 'web/src', 'domain/src'].flatMap(sourcesUnder);

const OPEN = '({[';
const CLOSE = ')}]';

/** The index of the bracket that encloses `at`, scanning back (-1 at the top). */
function enclosingOpen(text: string, at: number): number {
  let depth = 0;
  for (let i = at - 1; i >= 0; i--) {
    const c = text[i] ?? '';
    if (CLOSE.includes(c)) depth++;
    else if (OPEN.includes(c)) {
      if (depth === 0) return i;
      depth--;
    }
  }
  return -1;
}

/** The expression that ends just before `end` (balanced calls and member access). */
function expressionBefore(text: string, end: number): string {
  let i = end;
  while (i > 0) {
    const c = text[i - 1] ?? '';
    if (CLOSE.includes(c)) {
      i = enclosingOpen(text, i - 1);
    } else if (/[\w.$?!\s]/.test(c) && !(/\s/.test(c) && !/[.\w]/.test(text[i - 2] ?? ''))) {
      i--;
    } else break;
  }
  return text.slice(i, end).trim();
}

/** The first argument of the call whose `(` is at `open`. */
function firstArgument(text: string, open: number): string {
  let depth = 0;
  for (let i = open + 1; i < text.length; i++) {
    const c = text[i] ?? '';
    if (OPEN.includes(c)) depth++;
    else if (CLOSE.includes(c)) {
      if (depth === 0) return text.slice(open + 1, i);
      depth--;
    } else if (c === ',' && depth === 0) return text.slice(open + 1, i);
  }
  return '';
}

/** The `index`th argument of the call whose `(` is at `open`. */
function argumentAt(text: string, open: number, index: number): string {
  let start = open;
  for (let n = 0; n < index; n++) start += firstArgument(text, start).length + 1;
  return firstArgument(text, start).trim();
}

const TRANSACTIONS = /^(tx|transaction|batch|writer|bulkWriter)$/;
const WRITES = /\.(set|create|update|add)$/;

/** Which collection an expression that names a document (or a collection) points into. */
function collectionOf(expr: string, source: Source, depth = 0): string | null {
  if (depth > 6) return null;
  const named = [...expr.matchAll(/collection(?:Group)?\(\s*(['"`])(\w+)\1/g)].at(-1)?.[2];
  if (named) return named;
  const constant = [...expr.matchAll(/collection\(\s*([A-Za-z_]\w*)\s*\)/g)].at(-1)?.[1];
  if (constant) {
    for (const s of sources) {
      const value = s.text.match(new RegExp(`const ${constant}\\b[^=]*=\\s*(['"\`])(\\w+)\\1`));
      if (value?.[2]) return value[2];
    }
    return null;
  }
  const docPath = expr.match(/\.doc\(\s*`(\w+)\//)?.[1];
  if (docPath) return docPath;
  const head = expr.trim().match(/^([A-Za-z_$][\w$]*)(\s*\()?/);
  if (!head?.[1]) return null;
  const name = head[1];
  if (head[2]) {
    // A helper that returns the reference: read its definition.
    for (const s of sources) {
      const at = s.text.search(new RegExp(`(function ${name}\\b|const ${name}\\s*=)`));
      if (at < 0) continue;
      // The definition alone: up to its closing brace or the blank line after it.
      const rest = s.text.slice(at);
      const end = rest.search(/\n(\}\n|\n)/);
      return collectionOf(end < 0 ? rest : rest.slice(0, end + 2), s, depth + 1);
    }
    return null;
  }
  // A variable: its assignment in this file, else the argument its function was called with.
  const assigned = source.text.match(new RegExp(`(?:const|let) ${name}\\b[^=;]*=\\s*([^;]+);`));
  if (assigned?.[1]) return collectionOf(assigned[1], source, depth + 1);
  for (const fn of source.text.matchAll(/function (\w+)\(([^)]*)\)/g)) {
    const params = (fn[2] ?? '').split(',').map((p) => p.trim().split(/[?:\s]/)[0]);
    const index = params.indexOf(name);
    if (index < 0 || !fn[1]) continue;
    for (const call of source.text.matchAll(new RegExp(`\\b${fn[1]}\\(`, 'g'))) {
      if (call.index === fn.index + 'function '.length) continue;
      const open = (call.index ?? 0) + call[0].length - 1;
      const found = collectionOf(argumentAt(source.text, open, index), source, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/** The document an object literal that opens at `brace` is written to. */
function writtenTo(source: Source, brace: number): string | null {
  const { text } = source;
  const before = text.slice(0, brace).trimEnd();
  const last = before.at(-1) ?? '';
  if (last === '?' || last === ':') {
    // `...(cond ? { expireAt } : {})`: the object it is spread into.
    return writtenTo(source, text.lastIndexOf('{', enclosingOpen(text, brace)));
  }
  if (last === '=') {
    // `const record = { expireAt }`, written later by `ref.create(record)`.
    const variable = before.match(/(\w+)(?::[^=]+)?=$/)?.[1];
    const use =
      variable && text.match(new RegExp(`([\\w.()]+)\\.(?:set|create|update)\\(${variable}\\b`));
    return use?.[1] ?? null;
  }
  const open = enclosingOpen(text, brace);
  if (open < 0 || text[open] !== '(') return null;
  const callee = expressionBefore(text, open).replace(/^(?:await|return|void)\s+/, '');
  if (!WRITES.test(callee)) return null;
  const receiver = callee.replace(WRITES, '');
  return TRANSACTIONS.test(receiver.split('.').at(-1) ?? '') ? firstArgument(text, open) : receiver;
}

/** The collections a `// TTL: a, b` comment in the five lines above `at` names. */
function declaredTtl(text: string, at: number): string[] {
  const above = text.slice(0, at).split('\n').slice(-6).join('\n');
  const names = [...above.matchAll(/\/\/ TTL: ([\w, ]+)$/gm)].at(-1)?.[1] ?? '';
  return names
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** Every write of expireAt in the code: where, and to which collection (null: cannot tell). */
export function expireAtWrites(): { where: string; collection: string | null }[] {
  const writes: { where: string; collection: string | null }[] = [];
  for (const source of sources) {
    for (const match of source.text.matchAll(/\bexpireAt\s*:/g)) {
      const at = match.index ?? 0;
      const lineEnd = source.text.indexOf('\n', at);
      // A type's member (`expireAt: Timestamp;`), not a value written.
      if (/^expireAt\s*:\s*[\w.<>[\]| ]+;\s*$/.test(source.text.slice(at, lineEnd))) continue;
      const line = source.text.slice(0, at).split('\n').length;
      const target = writtenTo(source, enclosingOpen(source.text, at));
      const where = `${source.path}:${line}`;
      const read = target ? collectionOf(target, source) : null;
      // A write through a helper this reader cannot follow names its collections in a comment
      // just above (`// TTL: bookingHolds`, or several, comma-separated); each must be documented.
      const named = read ? [] : declaredTtl(source.text, at);
      if (named.length === 0) writes.push({ where, collection: read });
      for (const collection of named) writes.push({ where, collection });
    }
  }
  return writes;
}

/** The collection groups of the deploy doc's TTL lines, and the lines without --project. */
function documentedTtl() {
  const doc = readFileSync(join(repoRoot, DEPLOY_DOC), 'utf8');
  const lines = doc.split('\n').filter((line) => /gcloud firestore fields ttls update/.test(line));
  return {
    groups: lines.map((line) => line.match(/--collection-group=(\w+)/)?.[1]),
    withoutProject: lines.filter((line) => !/--project[= ]\S+/.test(line)),
  };
}

describe("the deploy doc's TTL policies", () => {
  it('name every collection whose documents get expireAt, each line with --project', () => {
    const writes = expireAtWrites();
    expect(writes.length).toBeGreaterThan(0);
    for (const write of writes) {
      expect(write.collection, `which collection gets expireAt at ${write.where}`).not.toBeNull();
    }
    const { groups, withoutProject } = documentedTtl();
    const missing = [...new Set(writes.map((w) => w.collection))].filter(
      (collection) => !groups.includes(collection ?? undefined),
    );
    expect(missing, `collections with expireAt and no TTL line in ${DEPLOY_DOC}`).toEqual([]);
    expect(withoutProject).toEqual([]);
  });

  it('tells each write of expireAt in the code by its collection', () => {
    const byCollection = new Set(expireAtWrites().map((w) => w.collection));
    // The ones the code has today, found by reading it (a new one adds to these).
    for (const known of [
      'leadReceipts',
      'confirmationCaps',
      'confirmationBudget',
      'contacts',
      'postViewers',
      'pushDeliveries',
      'leadEscalations',
    ]) {
      expect(byCollection, known).toContain(known);
    }
  });
});

/** The first argument of every logger call in functions/src: the messages the logs carry. */
function logMessages(): string[] {
  return sources
    .filter((source) => source.path.startsWith('functions/src/'))
    .flatMap((source) =>
      [...source.text.matchAll(/\b(?:logger\.(?:error|warn|info)|log)\(\s*(['`])([^'`]*)\1/g)].map(
        (match) => match[2] ?? '',
      ),
    );
}

describe("the deploy doc's log-based alerts", () => {
  it('match messages the functions write', () => {
    const doc = readFileSync(join(repoRoot, DEPLOY_DOC), 'utf8');
    const wanted = [...doc.matchAll(/jsonPayload\.message:"([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(wanted.length).toBeGreaterThan(0);
    const messages = logMessages();
    for (const text of wanted) {
      expect(
        messages.some((message) => message.includes(text)),
        `a logger message in functions/src containing "${text}"`,
      ).toBe(true);
    }
  });
});
