/**
 * Firestore rule coverage from the emulator: which expressions of firestore.rules the
 * requests since the emulator started evaluated, and which they never reached.
 *
 * The emulator serves the report at /emulator/v1/projects/<project>:ruleCoverage (JSON: a
 * tree of expressions with the values each evaluated to) and :ruleCoverage.html. An
 * expression evaluated with no recorded value, and a rule or function body missing from
 * the tree altogether, count as never evaluated (but for a bare `true` or `false` condition,
 * which the emulator never records).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { reportsDir } from './paths';
import { emulatorUrl, PROJECT_ID } from './ports';

export interface CoverageNode {
  sourcePosition: { line: number; column: number; currentOffset: number; endOffset: number };
  values?: { count: number }[];
  children?: CoverageNode[];
}

export interface CoverageReport {
  rules?: { files?: { content?: string; name?: string }[] };
  report?: CoverageNode[];
}

export interface NeverEvaluated {
  line: number;
  column: number;
  text: string;
}

export interface CoverageSummary {
  evaluated: number;
  never: NeverEvaluated[];
}

const lineAndColumn = (source: string, offset: number) => {
  const before = source.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
};

/**
 * The offsets where each rule condition (`allow ...: if <expr>`) and each function body
 * (`return <expr>`) starts: each must appear in the report once evaluated.
 */
export function statementStarts(source: string): number[] {
  // Comments could hold the keywords; blank them out, keeping offsets.
  const code = source.replace(/\/\/[^\n]*/g, (comment) => ' '.repeat(comment.length));
  const starts: number[] = [];
  for (const match of code.matchAll(/\ballow\s+[\w\s,]+:\s*if\s+/g))
    starts.push((match.index ?? 0) + match[0].length);
  for (const match of code.matchAll(/\breturn\s+/g))
    starts.push((match.index ?? 0) + match[0].length);
  return starts.sort((a, b) => a - b);
}

export function summarize(coverage: CoverageReport, source: string): CoverageSummary {
  let evaluated = 0;
  const never: NeverEvaluated[] = [];
  const seen = new Set<number>();
  const snippet = (start: number, end: number) =>
    source.slice(start, Math.min(end, start + 80)).replace(/\s+/g, ' ');
  const walk = (node: CoverageNode) => {
    const { line, column, currentOffset, endOffset } = node.sourcePosition;
    seen.add(currentOffset);
    const count = (node.values ?? []).reduce((sum, value) => sum + value.count, 0);
    if (count > 0) evaluated++;
    else never.push({ line, column, text: snippet(currentOffset, endOffset) });
    node.children?.forEach(walk);
  };
  coverage.report?.forEach(walk);
  for (const start of statementStarts(source)) {
    // The emulator records no value for a bare `true` or `false` condition: nothing to reach.
    if (seen.has(start) || /^(true|false)\s*;/.test(source.slice(start))) continue;
    const end = source.indexOf(';', start);
    never.push({ ...lineAndColumn(source, start), text: snippet(start, end < 0 ? start + 80 : end) });
  }
  never.sort((a, b) => a.line - b.line || a.column - b.column);
  return { evaluated, never };
}

/** Fetches the report, saves the HTML under .local/reports/, prints it and returns it. */
export async function reportRulesCoverage(
  log: (line: string) => void = console.log,
): Promise<CoverageSummary> {
  const base = `${emulatorUrl('firestore')}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`;
  const [json, html] = await Promise.all([
    fetch(base).then((r) => r.json() as Promise<CoverageReport>),
    fetch(`${base}.html`).then((r) => r.text()),
  ]);
  mkdirSync(reportsDir, { recursive: true });
  const htmlFile = join(reportsDir, 'firestore-rules-coverage.html');
  writeFileSync(htmlFile, html);
  writeFileSync(join(reportsDir, 'firestore-rules-coverage.json'), JSON.stringify(json));
  const source = json.rules?.files?.[0]?.content ?? '';
  const summary = summarize(json, source);
  log(
    `\nFirestore rule coverage: ${summary.evaluated} expressions evaluated, ` +
      `${summary.never.length} never evaluated (report: ${htmlFile})`,
  );
  for (const { line, column, text } of summary.never)
    log(`  never evaluated: firestore.rules:${line}:${column}  ${text}`);
  return summary;
}
