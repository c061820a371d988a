/**
 * The emulator answers any query without an index, so a lead-inbox query missing one would
 * only fail in production ("The query requires an index"). Each query the inbox runs
 * (domain/src/lead/inboxQuery.ts, every filter the URL can ask for) must find its composite
 * index in firestore.indexes.json, and each index the inbox added must serve one of them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  LEAD_OWNER_FILTERS,
  LEAD_STATUSES,
  leadCountQueries,
  leadListQuery,
  leadSearchQuery,
  suspectedSpamQuery,
  type LeadQuerySpec,
  type LeadWhere,
} from '@altum/domain';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths';

interface IndexField {
  fieldPath: string;
  order: 'ASCENDING' | 'DESCENDING';
}
const indexes = (
  JSON.parse(readFileSync(join(repoRoot, 'firestore.indexes.json'), 'utf8')) as {
    indexes: { collectionGroup: string; queryScope: string; fields: IndexField[] }[];
  }
).indexes.filter((index) => index.collectionGroup === 'contacts');

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every((field) => b.includes(field));

const equalities = (where: LeadWhere[]) => where.filter((f) => f.op === '==').map((f) => f.field);

/**
 * The index a query with equality filters and one ordered (or ranged) field needs: the
 * equality fields in any order, then the ordered one in its direction.
 */
function indexFor(eqFields: string[], ordered: IndexField | null) {
  return indexes.find((index) => {
    const head = index.fields.slice(0, eqFields.length);
    const rest = index.fields.slice(eqFields.length);
    return (
      sameSet(
        head.map((f) => f.fieldPath),
        eqFields,
      ) &&
      head.every((f) => f.order === 'ASCENDING') &&
      (ordered
        ? rest.length === 1 &&
          rest[0]?.fieldPath === ordered.fieldPath &&
          rest[0].order === ordered.order
        : rest.length === 0)
    );
  });
}

const dueBy = new Date('2026-03-02T15:00:00Z');
const owners = [undefined, ...LEAD_OWNER_FILTERS];
const lists: [string, LeadQuerySpec][] = owners.flatMap((owner) => [
  ...[undefined, ...LEAD_STATUSES].map((status): [string, LeadQuerySpec] => [
    `list owner=${owner ?? 'all'} status=${status ?? 'all'}`,
    leadListQuery({ owner, status }, 'uid', dueBy),
  ]),
  [`list owner=${owner ?? 'all'} due`, leadListQuery({ owner, due: true }, 'uid', dueBy)],
]);
const others: [string, LeadQuerySpec][] = [
  ['suspected spam', suspectedSpamQuery()],
  ['search by phone', leadSearchQuery('713-555-0142') as LeadQuerySpec],
  ['search by e-mail', leadSearchQuery('maria@example.com') as LeadQuerySpec],
];

const orderOf = (spec: LeadQuerySpec): IndexField => ({
  fieldPath: spec.orderBy.field,
  order: spec.orderBy.direction === 'asc' ? 'ASCENDING' : 'DESCENDING',
});

describe('the lead inbox’s queries have their indexes', () => {
  it.each([...lists, ...others])('%s', (_name, spec) => {
    expect(indexFor(equalities(spec.where), orderOf(spec))).toBeDefined();
  });

  it.each(owners)('every count for owner=%s', (owner) => {
    for (const where of Object.values(leadCountQueries(owner, 'uid', dueBy))) {
      const eqFields = equalities(where);
      const range = where.find((f) => f.op !== '==');
      // One equality and no range: Firestore's own single-field index serves it.
      if (eqFields.length === 1 && !range) continue;
      const ordered = range ? { fieldPath: range.field, order: 'ASCENDING' as const } : null;
      // A count of equalities alone is served by a longer index that starts with them.
      const served =
        indexFor(eqFields, ordered) ??
        (ordered ? undefined : indexFor(eqFields, { fieldPath: 'createdAt', order: 'DESCENDING' }));
      expect(served, JSON.stringify(where)).toBeDefined();
    }
  });

  it('each index on quietSpam serves one of the inbox’s queries', () => {
    const used = [...lists, ...others].map(([, spec]) =>
      indexFor(equalities(spec.where), orderOf(spec)),
    );
    for (const index of indexes.filter((i) => i.fields.some((f) => f.fieldPath === 'quietSpam')))
      expect(used, JSON.stringify(index.fields)).toContain(index);
  });
});
