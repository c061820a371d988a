import { describe, expect, it } from 'vitest';
import { mergeCoverage, statementStarts, summarize, type CoverageNode } from './rules-coverage';

const source = [
  'service cloud.firestore {',
  '  function isText(v) {',
  '    return v is string;',
  '  }',
  '  match /a/{id} {',
  '    // allow write: if never;',
  '    allow create: if isText(request.resource.data.name);',
  '    allow get: if true;',
  '  }',
  '  match /b/{id} { allow read: if request.auth != null; }',
  '}',
].join('\n');

const at = (text: string) => source.indexOf(text);
const node = (text: string, count: number, children: CoverageNode[] = []): CoverageNode => ({
  sourcePosition: {
    line: source.slice(0, at(text)).split('\n').length,
    column: 1,
    currentOffset: at(text),
    endOffset: at(text) + text.length,
  },
  values: count ? [{ count }] : [],
  children,
});

describe('rule coverage summary', () => {
  it('finds each rule condition and function body, not those in comments', () => {
    expect(statementStarts(source)).toEqual([
      at('v is string'),
      at('isText(request'),
      at('true;'),
      at('request.auth != null'),
    ]);
  });

  it('counts evaluated expressions, and reports the unevaluated and the unreached', () => {
    const summary = summarize(
      {
        report: [
          node('v is string', 3),
          node('isText(request.resource.data.name)', 3, [node('request.resource.data.name', 0)]),
        ],
      },
      source,
    );
    expect(summary.evaluated).toBe(2);
    expect(summary.never.map((n) => n.text)).toEqual([
      'request.resource.data.name',
      'request.auth != null',
    ]);
  });

  it('adds up the reports of several rules loads', () => {
    const rules = { files: [{ content: source }] };
    const merged = mergeCoverage([
      { rules, report: [node('v is string', 2)] },
      { rules, report: [node('v is string', 0), node('request.auth != null', 1)] },
    ]);
    const summary = summarize(merged, source);
    expect(summary.evaluated).toBe(2);
    expect(merged.report?.[0]?.values).toEqual([{ count: 2 }]);
    expect(summary.never.map((n) => n.text)).toEqual(['isText(request.resource.data.name)']);
  });
});
