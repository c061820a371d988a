/**
 * A lead's photos go with the lead (deleteLeadPhotos, when staff or the TTL policy delete it).
 * The bucket's lifecycle rule (storage.lifecycle.json, applied with gcloud, see
 * docs/deploy.md) is the backstop for photos that outlive their lead anyway: it must cover
 * every folder the code writes a lead's photos to, nothing else (blog images stay), and
 * never take a photo while its lead may still be kept.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  LEAD_EXPORT_FOLDER,
  LEAD_PHOTO_UPLOAD_WINDOW_MS,
  leadPhotoCopyPath,
  leadPhotoFolders,
  leadPhotoPath,
} from '@altum/domain';
import { describe, expect, it } from 'vitest';
import { LEAD_RETENTION_MS } from '../../functions/src/leads/leadDeliveryRecord';
import { repoRoot } from '../lib/paths';

interface LifecycleRule {
  action: { type: string };
  condition: { age?: number; matchesPrefix?: string[] };
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Firestore's TTL deletes a document within about a day of its expireAt: room for that. */
const TTL_DELAY_MS = 3 * DAY_MS;
/** A backstop that keeps photos much longer than their lead is no backstop. */
const MOST_PAST_RETENTION_MS = 30 * DAY_MS;

const { rule: allRules } = JSON.parse(
  readFileSync(join(repoRoot, 'storage.lifecycle.json'), 'utf8'),
) as { rule: LifecycleRule[] };

/** The rule for the leads' CSV exports (lead-export-lifecycle.test.ts): the photos' are the rest. */
const rules = allRules.filter(
  (rule) => !(rule.condition.matchesPrefix ?? []).includes(LEAD_EXPORT_FOLDER),
);

/** The folders of a lead's photos, without the lead's id: lead-photos/, lead-photo-copies/. */
const photoPrefixes = leadPhotoFolders('LEAD').map((folder) => folder.replace(/LEAD\/$/, ''));

describe('storage.lifecycle.json', () => {
  it("deletes under exactly the folders of a lead's photos", () => {
    expect(photoPrefixes.every((prefix) => prefix.endsWith('/'))).toBe(true);
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
      expect(rule.action.type).toBe('Delete');
      // Without a prefix a rule would take the blog's images too.
      expect([...(rule.condition.matchesPrefix ?? [])].sort()).toEqual([...photoPrefixes].sort());
    }
    for (const path of [
      leadPhotoPath('a1B2c3', 9),
      leadPhotoCopyPath('a1B2c3', 0, 'thumb'),
      leadPhotoCopyPath('a1B2c3', 0, 'large'),
    ]) {
      expect(
        photoPrefixes.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(true);
    }
  });

  it('waits until the lead itself is gone: its retention, the upload window, TTL delay', () => {
    for (const rule of rules) {
      const ageMs = (rule.condition.age ?? 0) * DAY_MS;
      // A photo may be uploaded up to the window after its lead arrived, and the lead's
      // retention counts from then at the earliest.
      expect(ageMs).toBeGreaterThanOrEqual(
        LEAD_RETENTION_MS + LEAD_PHOTO_UPLOAD_WINDOW_MS + TTL_DELAY_MS,
      );
      expect(ageMs).toBeLessThanOrEqual(LEAD_RETENTION_MS + MOST_PAST_RETENTION_MS);
    }
  });
});
