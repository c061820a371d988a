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
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { reportsDir } from './paths';
import { emulatorUrl, PROJECT_ID } from './ports';

export interface CoverageNode {
  sourcePosition: { line: number; column: number; currentOffset: number; endOffset: number };
  values?: { count: number; value?: unknown }[];
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

const coverageUrl = (projectId = PROJECT_ID) =>
  `${emulatorUrl('firestore')}/emulator/v1/projects/${projectId}:ruleCoverage`;

/**
 * Loading rules into the emulator (each rules test file does, in its beforeAll) starts the
 * counts afresh, so every test file saves what it reached before it ends; the report adds
 * the snapshots up.
 */
const snapshotsDir = join(reportsDir, 'firestore-rules-coverage-parts');

export function clearCoverageSnapshots(): void {
  rmSync(snapshotsDir, { recursive: true, force: true });
}

/** Saves the counts the rules of `projectId` have reached so far (each project has its own). */
export async function snapshotRulesCoverage(name: string, projectId = PROJECT_ID): Promise<void> {
  const json = await (await fetch(coverageUrl(projectId))).text();
  mkdirSync(snapshotsDir, { recursive: true });
  writeFileSync(join(snapshotsDir, `${Date.now()}-${name.replace(/\W+/g, '-')}.json`), json);
}

/** Adds up the counts of reports of the same rules, expression by expression and value by value. */
export function mergeCoverage(reports: CoverageReport[]): CoverageReport {
  const [first] = reports;
  if (!first) return {};
  const source = first.rules?.files?.[0]?.content;
  const key = (node: CoverageNode) =>
    `${node.sourcePosition.currentOffset}:${node.sourcePosition.endOffset}`;
  const values = new Map<string, Map<string, number>>();
  const roots = new Map<string, CoverageNode>();
  const add = (node: CoverageNode) => {
    const counts = values.get(key(node)) ?? new Map<string, number>();
    values.set(key(node), counts);
    for (const { count, ...rest } of node.values ?? []) {
      const value = JSON.stringify(rest);
      counts.set(value, (counts.get(value) ?? 0) + count);
    }
    node.children?.forEach(add);
  };
  for (const report of reports) {
    if (report.rules?.files?.[0]?.content !== source) continue;
    for (const node of report.report ?? []) {
      add(node);
      // Keep the tree with the most expressions reached under each root.
      const kept = roots.get(key(node));
      if (!kept || JSON.stringify(node).length > JSON.stringify(kept).length)
        roots.set(key(node), node);
    }
  }
  const rebuild = (node: CoverageNode): CoverageNode => ({
    sourcePosition: node.sourcePosition,
    values: [...(values.get(key(node)) ?? new Map<string, number>())].map(([value, count]) => ({
      ...(JSON.parse(value) as object),
      count,
    })),
    children: node.children?.map(rebuild),
  });
  return { rules: first.rules, report: [...roots.values()].map(rebuild) };
}

/** The emulator's HTML report, showing the merged counts instead of its own. */
export function htmlWithData(html: string, coverage: CoverageReport): string {
  const start = html.indexOf('const data = ');
  const end = html.lastIndexOf('</script>');
  if (start < 0 || end < start) return html;
  return `${html.slice(0, start)}const data = ${JSON.stringify(coverage)};\n${html.slice(end)}`;
}

/**
 * Adds up the run's snapshots and the emulator's current counts, saves the emulator's HTML
 * report with the merged counts and the merged JSON under .local/reports/, prints the
 * summary and returns it.
 */
export async function reportRulesCoverage(
  log: (line: string) => void = console.log,
): Promise<CoverageSummary> {
  const base = coverageUrl();
  const [current, html] = await Promise.all([
    fetch(base).then((r) => r.json() as Promise<CoverageReport>),
    fetch(`${base}.html`).then((r) => r.text()),
  ]);
  const snapshots = existsSync(snapshotsDir)
    ? readdirSync(snapshotsDir)
        .sort()
        .map((file) => JSON.parse(readFileSync(join(snapshotsDir, file), 'utf8')) as CoverageReport)
    : [];
  const json = mergeCoverage([...snapshots, current]);
  mkdirSync(reportsDir, { recursive: true });
  const htmlFile = join(reportsDir, 'firestore-rules-coverage.html');
  writeFileSync(htmlFile, htmlWithData(html, json));
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
