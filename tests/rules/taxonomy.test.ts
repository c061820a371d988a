/**
 * Category and tag rules: everyone reads them; staff (admins and writers) create, edit and
 * delete them with exactly their fields; slugs stay unique per kind through reservation
 * documents (categorySlugs/{slug}, tagSlugs/{slug}) written in the same batch.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { SLUG_PATTERN, TAXONOMY_LIMITS } from '@altum/domain';
import {
  deleteDoc,
  doc,
  getDoc,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths';
import { clearFirestore, firestoreAs, seedRoles, startRulesEnvironment } from './helpers';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnvironment();
});
afterAll(() => env.cleanup());

const storm = { name: 'Storm Damage', slug: 'storm-damage', description: 'Hail and wind.' };

beforeEach(async () => {
  await clearFirestore(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'categories', 'storm'), storm);
    await setDoc(doc(db, 'categorySlugs', 'storm-damage'), { categoryId: 'storm' });
    await setDoc(doc(db, 'tags', 'hail'), { name: 'Hail', slug: 'hail' });
    await setDoc(doc(db, 'tagSlugs', 'hail'), { tagId: 'hail' });
  });
  await seedRoles(env, { boss: 'admin', pen: 'writer', former: 'former' });
});

const as = (uid: string | null) => (): Firestore => firestoreAs(env, uid);

const visitor = as(null);
const staff = { 'an admin': as('boss'), 'a writer': as('pen') };
const outsiders = {
  visitor,
  'a signed-in user with no role': as('someone'),
  'a user whose roles were removed': as('former'),
};

type Kind = 'category' | 'tag';
const KIND = {
  category: { items: 'categories', slugs: 'categorySlugs', owner: 'categoryId' },
  tag: { items: 'tags', slugs: 'tagSlugs', owner: 'tagId' },
} as const;

const fieldsOf = (kind: Kind, name: string, slug: string, description = '') =>
  kind === 'category' ? { name, slug, description } : { name, slug };

/** An item and its reservation in one batch, as the admin writes them. */
function createWithReservation(db: Firestore, kind: Kind, id: string, data: object, slug: string) {
  const k = KIND[kind];
  const batch = writeBatch(db);
  batch.set(doc(db, k.items, id), data);
  batch.set(doc(db, k.slugs, slug), { [k.owner]: id });
  return batch.commit();
}

/** A rename of the slug: the item, the new reservation, the old one released. */
function changeSlug(db: Firestore, kind: Kind, id: string, data: object, from: string, to: string) {
  const k = KIND[kind];
  const batch = writeBatch(db);
  batch.set(doc(db, k.items, id), data);
  batch.set(doc(db, k.slugs, to), { [k.owner]: id });
  batch.delete(doc(db, k.slugs, from));
  return batch.commit();
}

function deleteWithReservation(db: Firestore, kind: Kind, id: string, slug: string) {
  const k = KIND[kind];
  const batch = writeBatch(db);
  batch.delete(doc(db, k.items, id));
  batch.delete(doc(db, k.slugs, slug));
  return batch.commit();
}

describe('the rules use the domain limits and slug pattern', () => {
  it('names the same numbers and pattern as domain/src/blog/taxonomy.ts', () => {
    const rules = readFileSync(join(repoRoot, 'firestore.rules'), 'utf8');
    expect(rules).toContain(`value.matches('${SLUG_PATTERN}')`);
    expect(rules).toContain(`value.size() <= ${TAXONOMY_LIMITS.name}`);
    expect(rules).toContain(`isSlug(data.slug, ${TAXONOMY_LIMITS.slug})`);
    expect(rules).toContain(`value.size() <= ${TAXONOMY_LIMITS.description}`);
  });
});

describe('reads', () => {
  for (const [who, db] of Object.entries({ ...outsiders, ...staff })) {
    it(`lets ${who} read categories and tags`, async () => {
      await assertSucceeds(getDoc(doc(db(), 'categories', 'storm')));
      await assertSucceeds(getDoc(doc(db(), 'tags', 'hail')));
    });
  }
  for (const [who, db] of Object.entries(outsiders)) {
    it(`refuses ${who} reading slug reservations`, async () => {
      await assertFails(getDoc(doc(db(), 'categorySlugs', 'storm-damage')));
      await assertFails(getDoc(doc(db(), 'tagSlugs', 'hail')));
    });
  }
  for (const [who, db] of Object.entries(staff)) {
    it(`lets ${who} read slug reservations`, async () => {
      await assertSucceeds(getDoc(doc(db(), 'categorySlugs', 'storm-damage')));
      await assertSucceeds(getDoc(doc(db(), 'tagSlugs', 'hail')));
    });
  }
});

describe('outsiders write nothing', () => {
  for (const [who, db] of Object.entries(outsiders)) {
    it(`refuses ${who} creating, editing and deleting, reservations included`, async () => {
      for (const kind of ['category', 'tag'] as const) {
        await assertFails(
          createWithReservation(db(), kind, 'new', fieldsOf(kind, 'Leaks', 'leaks'), 'leaks'),
        );
      }
      await assertFails(updateDoc(doc(db(), 'categories', 'storm'), { name: 'Storms' }));
      await assertFails(updateDoc(doc(db(), 'tags', 'hail'), { name: 'Hailstones' }));
      await assertFails(deleteWithReservation(db(), 'category', 'storm', 'storm-damage'));
      await assertFails(deleteWithReservation(db(), 'tag', 'hail', 'hail'));
      await assertFails(deleteDoc(doc(db(), 'categorySlugs', 'storm-damage')));
    });
  }
});

for (const kind of ['category', 'tag'] as const) {
  const k = KIND[kind];
  const existingId = kind === 'category' ? 'storm' : 'hail';
  const existing = kind === 'category' ? storm : { name: 'Hail', slug: 'hail' };
  const fields = (name: string, slug: string, description = '') =>
    fieldsOf(kind, name, slug, description);

  describe(`${kind}: staff writes`, () => {
    for (const [who, db] of Object.entries(staff)) {
      it(`lets ${who} create, rename, change the slug of and delete a ${kind}`, async () => {
        await assertSucceeds(
          createWithReservation(db(), kind, 'leaks', fields('Leaks', 'leaks', 'Drips.'), 'leaks'),
        );
        await assertSucceeds(updateDoc(doc(db(), k.items, 'leaks'), { name: 'Roof Leaks' }));
        await assertSucceeds(
          changeSlug(
            db(),
            kind,
            'leaks',
            fields('Roof Leaks', 'roof-leaks'),
            'leaks',
            'roof-leaks',
          ),
        );
        await assertSucceeds(deleteWithReservation(db(), kind, 'leaks', 'roof-leaks'));
      });
    }

    it(`refuses a ${kind} without its reservation, or with another id's`, async () => {
      const db = staff['a writer']();
      await assertFails(setDoc(doc(db, k.items, 'leaks'), fields('Leaks', 'leaks')));
      const batch = writeBatch(db);
      batch.set(doc(db, k.items, 'leaks'), fields('Leaks', 'leaks'));
      batch.set(doc(db, k.slugs, 'leaks'), { [k.owner]: 'someone-else' });
      await assertFails(batch.commit());
    });

    it(`refuses a reservation for a ${kind} that does not use the slug`, async () => {
      const db = staff['a writer']();
      // No item at all, and an item that uses another slug.
      await assertFails(setDoc(doc(db, k.slugs, 'leaks'), { [k.owner]: 'leaks' }));
      await assertFails(setDoc(doc(db, k.slugs, 'leaks'), { [k.owner]: existingId }));
    });

    it(`refuses a malformed reservation`, async () => {
      const db = staff['a writer']();
      for (const reservation of [
        { [k.owner]: 'leaks', extra: true },
        { other: 'leaks' },
        { [k.owner]: 42 },
        { [k.owner]: '' },
      ]) {
        const batch = writeBatch(db);
        batch.set(doc(db, k.items, 'leaks'), fields('Leaks', 'leaks'));
        batch.set(doc(db, k.slugs, 'leaks'), reservation);
        await assertFails(batch.commit());
      }
    });

    it(`refuses a ${kind} whose fields are not exactly valid`, async () => {
      const db = staff['an admin']();
      const long = (n: number) => 'a'.repeat(n);
      const bad: [string, Record<string, unknown>][] = [
        ['an extra key', { ...fields('Leaks', 'leaks'), viewCount: 1 }],
        ['an empty name', fields('', 'leaks')],
        ['a blank name', fields('   ', 'leaks')],
        ['a name with a control character', fields('Le\u0007aks', 'leaks')],
        ['a name over the limit', fields(long(TAXONOMY_LIMITS.name + 1), 'leaks')],
        ['a number for a name', { ...fields('Leaks', 'leaks'), name: 7 }],
        ['an uppercase slug', fields('Leaks', 'Leaks')],
        ['a slug with a trailing hyphen', fields('Leaks', 'leaks-')],
        ['a slug with a double hyphen', fields('Leaks', 'roof--leaks')],
        ['a slug with an underscore', fields('Leaks', 'roof_leaks')],
        ['a slug over the limit', fields('Leaks', long(TAXONOMY_LIMITS.slug + 1))],
      ];
      if (kind === 'category') {
        bad.push(['no description', { name: 'Leaks', slug: 'leaks' }]);
        bad.push(['a long description', fields('Leaks', 'leaks', long(501))]);
        bad.push(['a description with a control character', fields('Leaks', 'leaks', 'a\u0000')]);
        bad.push(['a null description', { ...fields('Leaks', 'leaks'), description: null }]);
      } else {
        bad.push(['a description', { name: 'Leaks', slug: 'leaks', description: '' }]);
      }
      for (const [what, data] of bad) {
        const slug = typeof data.slug === 'string' ? data.slug : 'x';
        await assertFails(createWithReservation(db, kind, 'leaks', data, slug)).catch(
          (error: unknown) => {
            throw new Error(`${what} was accepted`, { cause: error });
          },
        );
      }
      // The limits themselves are allowed, and a description may be empty or have lines.
      await assertSucceeds(
        createWithReservation(
          db,
          kind,
          'long',
          fields(long(TAXONOMY_LIMITS.name), long(TAXONOMY_LIMITS.slug), 'One.\nTwo.'),
          long(TAXONOMY_LIMITS.slug),
        ),
      );
    });

    it(`refuses a slug change that keeps the old reservation or lacks the new one`, async () => {
      const db = staff['a writer']();
      const renamed = { ...existing, slug: 'hailstorms' };
      // New slug reserved, old one kept.
      const keepOld = writeBatch(db);
      keepOld.set(doc(db, k.items, existingId), renamed);
      keepOld.set(doc(db, k.slugs, 'hailstorms'), { [k.owner]: existingId });
      await assertFails(keepOld.commit());
      // Old one released, new slug not reserved.
      const noNew = writeBatch(db);
      noNew.set(doc(db, k.items, existingId), renamed);
      noNew.delete(doc(db, k.slugs, existing.slug));
      await assertFails(noNew.commit());
      await assertFails(updateDoc(doc(db, k.items, existingId), { slug: 'hailstorms' }));
    });

    it(`refuses taking another ${kind}'s slug, on create and on change`, async () => {
      const db = staff['a writer']();
      await assertFails(
        createWithReservation(db, kind, 'copy', fields('Copy', existing.slug), existing.slug),
      );
      await assertSucceeds(
        createWithReservation(db, kind, 'leaks', fields('Leaks', 'leaks'), 'leaks'),
      );
      await assertFails(
        changeSlug(db, kind, 'leaks', fields('Leaks', existing.slug), 'leaks', existing.slug),
      );
      // Nor can the reservation itself be handed over.
      await assertFails(updateDoc(doc(db, k.slugs, existing.slug), { [k.owner]: 'leaks' }));
    });

    it(`lets only the first of two ${kind === 'category' ? 'categories' : 'tags'} racing for one slug win`, async () => {
      const first = staff['a writer']();
      const second = staff['an admin']();
      // Both were prepared before either reached the server, each with its own reservation.
      const a = writeBatch(first);
      a.set(doc(first, k.items, 'a'), fields('Gutters', 'gutters'));
      a.set(doc(first, k.slugs, 'gutters'), { [k.owner]: 'a' });
      const b = writeBatch(second);
      b.set(doc(second, k.items, 'b'), fields('Gutters!', 'gutters'));
      b.set(doc(second, k.slugs, 'gutters'), { [k.owner]: 'b' });
      const results = await Promise.allSettled([a.commit(), b.commit()]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const winner = results[0]?.status === 'fulfilled' ? 'a' : 'b';
      await env.withSecurityRulesDisabled(async (ctx) => {
        const db = ctx.firestore();
        const reservation = await getDoc(doc(db, k.slugs, 'gutters'));
        expect(reservation.data()).toEqual({ [k.owner]: winner });
        const loser = await getDoc(doc(db, k.items, winner === 'a' ? 'b' : 'a'));
        expect(loser.exists()).toBe(false);
      });
    });

    it(`refuses deleting a ${kind} without releasing its slug`, async () => {
      const db = staff['an admin']();
      await assertFails(deleteDoc(doc(db, k.items, existingId)));
    });

    it(`refuses releasing a slug its ${kind} still uses, and allows an orphan's release`, async () => {
      const db = staff['a writer']();
      await assertFails(deleteDoc(doc(db, k.slugs, existing.slug)));
      await env.withSecurityRulesDisabled(async (ctx) => {
        await setDoc(doc(ctx.firestore(), k.slugs, 'orphan'), { [k.owner]: 'gone' });
      });
      await assertSucceeds(deleteDoc(doc(db, k.slugs, 'orphan')));
    });

    it(`lets staff delete a ${kind} that predates reservations`, async () => {
      await env.withSecurityRulesDisabled(async (ctx) => {
        await setDoc(doc(ctx.firestore(), k.items, 'legacy'), fields('Legacy', 'legacy'));
      });
      await assertSucceeds(deleteDoc(doc(staff['a writer'](), k.items, 'legacy')));
    });
  });
}
