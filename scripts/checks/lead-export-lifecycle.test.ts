/**
 * An admin's CSV of leads (exports/{uid}/{exportId}.csv) holds homeowners' names, addresses and
 * phones: the exportLeads function removes an admin's earlier exports at their next one, and the
 * bucket's lifecycle rule (storage.lifecycle.json, applied with gcloud, see docs/deploy.md)
 * deletes every export a day after it was written, the shortest age a lifecycle rule knows. It
 * must cover the exports' folder and nothing else.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LEAD_EXPORT_FOLDER, leadExportPath } from '@altum/domain';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths';

interface LifecycleRule {
  action: { type: string };
  condition: { age?: number; matchesPrefix?: string[] };
}

const { rule: rules } = JSON.parse(
  readFileSync(join(repoRoot, 'storage.lifecycle.json'), 'utf8'),
) as { rule: LifecycleRule[] };

const exportRules = rules.filter((rule) =>
  (rule.condition.matchesPrefix ?? []).includes(LEAD_EXPORT_FOLDER),
);

describe('storage.lifecycle.json, for lead exports', () => {
  it('deletes every export a day after it was written, under exports/ alone', () => {
    expect(leadExportPath('admin-uid', 'id').startsWith(LEAD_EXPORT_FOLDER)).toBe(true);
    expect(exportRules).toEqual([
      { action: { type: 'Delete' }, condition: { age: 1, matchesPrefix: [LEAD_EXPORT_FOLDER] } },
    ]);
  });
});
