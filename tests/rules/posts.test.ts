/**
 * Staff writes of posts and the slug reservations that keep slugs unique: staff create and
 * edit posts with the post's fields only, the author is the creator and never changes,
 * viewCount and publishDate follow the server, only admins delete, visitors write nothing.
 */
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { clearFirestore, firestoreAs, seedRoles, startRulesEnvironment } from './helpers';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnvironment();
});
afterAll(() => env.cleanup());

const WRITER = { uid: 'pen', email: 'writer@altum-roofing.test', fullName: 'Wendy Writer' };
const ADMIN = { uid: 'boss', email: 'admin@altum-roofing.test', fullName: 'Alex Admin' };
const firstPublished = Timestamp.fromDate(new Date('2026-03-01T12:00:00Z'));

/** A stored post as the seed or an earlier save left it. */
const stored = (slug: string, status: string) => ({
  title: 'Hail Season',
  slug,
  excerpt: 'What hail does to a roof.',
  content: 'One.\nTwo.',
  featuredImageUrl: null,
  categoryId: 'storm-damage',
  categoryName: 'Storm Damage',
  categorySlug: 'storm-damage',
  tagIds: ['hail'],
  status,
  publishDate: status === 'draft' ? null : firstPublished,
  createdAt: Timestamp.fromDate(new Date('2026-02-20T12:00:00Z')),
  updatedAt: Timestamp.fromDate(new Date('2026-03-01T12:00:00Z')),
  updatedBy: WRITER.uid,
  readingTime: 4,
  seoTitle: null,
  seoDescription: null,
  seoKeywords: ['hail'],
  authorId: WRITER.uid,
  authorName: WRITER.fullName,
  viewCount: 7,
});

/** n distinct tag ids, of our pattern. */
const ids = (n: number) => Array.from({ length: n }, (_, i) => `tag-${i}`);
/** n distinct keywords. */
const words = (n: number) => Array.from({ length: n }, (_, i) => `keyword ${i}`);

/** What the editor writes for a new post by `who`. */
const fresh = (slug: string, who = WRITER, status = 'draft') => ({
  ...stored(slug, status),
  publishDate: status === 'published' ? serverTimestamp() : null,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  updatedBy: who.uid,
  authorId: who.uid,
  authorName: who.fullName,
  viewCount: 0,
});

/** What the editor writes when `who` saves an existing post, edited from its stored copy. */
const edited = (slug: string, status: string, who = WRITER) => ({
  ...stored(slug, status),
  updatedAt: serverTimestamp(),
  updatedBy: who.uid,
  baseUpdatedAt: stored(slug, status).updatedAt,
});

beforeEach(async () => {
  await clearFirestore(env);
  await seedRoles(env, { [ADMIN.uid]: 'admin', [WRITER.uid]: 'writer', nobody: 'former' });
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    for (const who of [ADMIN, WRITER]) {
      await setDoc(doc(db, 'profiles', who.uid), {
        email: who.email,
        fullName: who.fullName,
        avatarUrl: null,
      });
    }
    await setDoc(doc(db, 'categories', 'storm-damage'), {
      name: 'Storm Damage',
      slug: 'storm-damage',
      description: 'Hail and wind.',
    });
    await setDoc(doc(db, 'posts', 'live'), stored('hail-season', 'published'));
    await setDoc(doc(db, 'postSlugs', 'hail-season'), { postId: 'live' });
    await setDoc(doc(db, 'posts', 'draft'), stored('attic-heat', 'draft'));
    await setDoc(doc(db, 'postSlugs', 'attic-heat'), { postId: 'draft' });
  });
});

const writer = () => firestoreAs(env, WRITER.uid, WRITER.email);
const admin = () => firestoreAs(env, ADMIN.uid, ADMIN.email);
const visitor = () => firestoreAs(env, null);
const noRole = () => firestoreAs(env, 'nobody', 'nobody@example.com');

/** A post and its slug reservation, in one batch, as the editor saves. */
function savePost(
  db: Firestore,
  postId: string,
  data: Record<string, unknown>,
  options: { reserveFor?: string | null; release?: string } = {},
) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'posts', postId), data);
  const reserveFor = options.reserveFor === undefined ? postId : options.reserveFor;
  if (reserveFor !== null)
    batch.set(doc(db, 'postSlugs', String(data.slug)), { postId: reserveFor });
  if (options.release) batch.delete(doc(db, 'postSlugs', options.release));
  return batch.commit();
}

describe('posts: create', () => {
  it('lets a writer and an admin create a post with its slug reservation', async () => {
    await assertSucceeds(savePost(writer(), 'w1', fresh('roof-leaks')));
    await assertSucceeds(savePost(admin(), 'a1', fresh('shingles', ADMIN)));
  });

  it('lets a post be created with no category', async () => {
    await assertSucceeds(
      savePost(writer(), 'w1', {
        ...fresh('roof-leaks'),
        categoryId: null,
        categoryName: null,
        categorySlug: null,
      }),
    );
  });

  it('refuses visitors and signed-in people without a role', async () => {
    await assertFails(savePost(visitor(), 'v1', fresh('roof-leaks')));
    await assertFails(savePost(noRole(), 'n1', fresh('roof-leaks')));
  });

  it('refuses a post without its reservation, or a reservation naming another post', async () => {
    await assertFails(savePost(writer(), 'w1', fresh('roof-leaks'), { reserveFor: null }));
    await assertFails(savePost(writer(), 'w1', fresh('roof-leaks'), { reserveFor: 'live' }));
  });

  it('refuses a slug another post holds', async () => {
    await assertFails(savePost(writer(), 'w1', fresh('hail-season')));
  });

  it('lets only the first of two posts racing for one slug have it', async () => {
    const first = savePost(writer(), 'race-a', fresh('same-slug'));
    const second = savePost(admin(), 'race-b', fresh('same-slug', ADMIN));
    const results = await Promise.allSettled([first, second]);
    const won = results.filter((result) => result.status === 'fulfilled');
    if (won.length !== 1) throw new Error(`${won.length} posts took the slug`);
    await assertFails(savePost(writer(), 'race-c', fresh('same-slug')));
  });

  it('refuses unknown and missing fields', async () => {
    await assertFails(savePost(writer(), 'w1', { ...fresh('roof-leaks'), extra: true }));
    const { seoKeywords: _dropped, ...missing } = fresh('roof-leaks');
    await assertFails(savePost(writer(), 'w1', missing));
  });

  it.each([
    ['an empty title', { title: '' }],
    ['a title over 200 characters', { title: 't'.repeat(201) }],
    ['an excerpt over 160 characters', { excerpt: 'e'.repeat(161) }],
    ['an SEO title over 60 characters', { seoTitle: 't'.repeat(61) }],
    ['an SEO description over 160 characters', { seoDescription: 'd'.repeat(161) }],
    ['an unknown status', { status: 'scheduled' }],
    ['a reading time under one minute', { readingTime: 0 }],
    ['a reading time that is not whole', { readingTime: 2.5 }],
    ['a reading time over 600 minutes', { readingTime: 601 }],
    ['keywords that are not a list', { seoKeywords: 'hail, roof' }],
    ['31 keywords', { seoKeywords: words(31) }],
    ['an empty keyword', { seoKeywords: ['roof', ''] }],
    ['a keyword over 100 characters', { seoKeywords: ['roof', 'k'.repeat(101)] }],
    ['a keyword that is not text', { seoKeywords: ['roof', 7] }],
    ['a keyword holding a line break', { seoKeywords: ['roof\nhail'] }],
    ['a bad keyword in the last place', { seoKeywords: [...words(29), ''] }],
    ['tag ids that are not a list', { tagIds: 'hail' }],
    ['31 tag ids', { tagIds: ids(31) }],
    ['a tag id with a slash (a path)', { tagIds: ['hail', 'tags/hail'] }],
    ['an empty tag id', { tagIds: [''] }],
    ['a tag id Firestore reserves', { tagIds: ['__name__'] }],
    ['a tag id over 100 characters', { tagIds: ['t'.repeat(101)] }],
    ['a tag id that is not text', { tagIds: [1] }],
    ['a tag id holding a comma', { tagIds: ['hail,roof'] }],
    ['a bad tag id in the last place', { tagIds: [...ids(29), 'a.b'] }],
    ['a plain http featured image', { featuredImageUrl: 'http://cdn.test/a.png' }],
    ['a featured image on another local port', { featuredImageUrl: 'http://127.0.0.1:5000/a' }],
    ['a featured image that is no address', { featuredImageUrl: 'javascript:alert(1)' }],
    ['an empty featured image address', { featuredImageUrl: '' }],
    ['a category name that is not the category’s', { categoryName: 'Storms' }],
    ['an unknown category', { categoryId: 'nope', categoryName: 'Nope', categorySlug: 'nope' }],
    ['a client time as createdAt', { createdAt: Timestamp.now() }],
    ['a client time as updatedAt', { updatedAt: Timestamp.now() }],
    ['someone else as updatedBy', { updatedBy: ADMIN.uid }],
    ['a view count other than 0', { viewCount: 5 }],
    ['a publish date on a draft', { publishDate: serverTimestamp() }],
  ])('refuses %s', async (_, change) => {
    await assertFails(savePost(writer(), 'w1', { ...fresh('roof-leaks'), ...change }));
  });

  it.each(['Roof Leaks', 'roof--leaks', '-roof-leaks', 'roof_leaks', 'réparation'])(
    'refuses the slug "%s", which slugify would not produce',
    async (slug) => {
      await assertFails(savePost(writer(), 'w1', fresh(slug)));
    },
  );

  it('refuses author fields other than the signed-in writer’s', async () => {
    await assertFails(savePost(writer(), 'w1', { ...fresh('roof-leaks'), authorId: ADMIN.uid }));
    await assertFails(savePost(writer(), 'w1', { ...fresh('roof-leaks'), authorName: 'Someone' }));
  });

  it('refuses a staff e-mail on a post, even the author’s own: visitors read posts', async () => {
    await assertFails(
      savePost(writer(), 'w1', { ...fresh('roof-leaks'), authorEmail: WRITER.email }),
    );
    await assertSucceeds(savePost(writer(), 'w1', fresh('roof-leaks')));
  });

  it.each([
    ['30 tag ids of our pattern', { tagIds: ids(30) }],
    ['tag ids that are auto-ids and slugs', { tagIds: ['Ab3dEf6hIj9lMn2pQr5t', 'hail-damage'] }],
    ['30 keywords of 1 to 100 characters', { seoKeywords: [...words(29), 'k'.repeat(100)] }],
    ['no keywords and no tags', { seoKeywords: [], tagIds: [] }],
    ['a reading time of 600 minutes', { readingTime: 600 }],
    ['an https featured image', { featuredImageUrl: 'https://cdn.test/a.png' }],
    ['the Storage emulator’s image', { featuredImageUrl: 'http://127.0.0.1:9199/v0/b/x/o/a' }],
  ])('takes %s', async (_, change) => {
    await assertSucceeds(savePost(writer(), 'w1', { ...fresh('roof-leaks'), ...change }));
  });

  it('dates a post published at creation by the server, and only so', async () => {
    await assertSucceeds(savePost(writer(), 'w1', fresh('roof-leaks', WRITER, 'published')));
    await assertFails(
      savePost(writer(), 'w2', {
        ...fresh('shingles', WRITER, 'published'),
        publishDate: firstPublished,
      }),
    );
    await assertFails(
      savePost(writer(), 'w3', { ...fresh('gutters', WRITER, 'published'), publishDate: null }),
    );
  });
});

describe('posts: update', () => {
  it('lets a writer edit any post, the admin’s included, keeping its slug', async () => {
    await assertSucceeds(
      setDoc(doc(writer(), 'posts', 'live'), {
        ...edited('hail-season', 'published'),
        title: 'New',
      }),
    );
    // Another post: 'live' now holds the writer's save, which the admin's copy predates.
    await assertSucceeds(
      setDoc(doc(admin(), 'posts', 'draft'), edited('attic-heat', 'draft', ADMIN)),
    );
  });

  it('refuses visitors any edit', async () => {
    await assertFails(updateDoc(doc(visitor(), 'posts', 'live'), { title: 'New' }));
    await assertFails(updateDoc(doc(noRole(), 'posts', 'live'), { title: 'New' }));
  });

  it('refuses changing the author', async () => {
    const post = edited('hail-season', 'published', ADMIN);
    await assertFails(setDoc(doc(admin(), 'posts', 'live'), { ...post, authorId: ADMIN.uid }));
    await assertFails(setDoc(doc(admin(), 'posts', 'live'), { ...post, authorName: 'Alex' }));
  });

  it('refuses keeping a staff e-mail an older post carries; a save that drops it passes', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await updateDoc(doc(ctx.firestore(), 'posts', 'live'), { authorEmail: WRITER.email });
    });
    const ref = doc(writer(), 'posts', 'live');
    await assertFails(updateDoc(ref, { title: 'New', updatedAt: serverTimestamp() }));
    await assertSucceeds(
      updateDoc(ref, { title: 'New', updatedAt: serverTimestamp(), authorEmail: deleteField() }),
    );
  });

  it('takes the Storage emulator’s address only from a demo- project’s sign-in', async () => {
    const production = env
      .authenticatedContext(WRITER.uid, { email: WRITER.email, aud: 'altum-roofing' })
      .firestore() as unknown as Firestore;
    const emulated = {
      ...edited('hail-season', 'published'),
      featuredImageUrl: 'http://127.0.0.1:9199/v0/b/demo-altum.appspot.com/o/a?alt=media',
    };
    await assertFails(setDoc(doc(production, 'posts', 'live'), emulated));
    await assertSucceeds(
      setDoc(doc(production, 'posts', 'live'), {
        ...emulated,
        featuredImageUrl: 'https://cdn.test/a.png',
      }),
    );
    await assertSucceeds(setDoc(doc(writer(), 'posts', 'live'), emulated));
  });

  it('refuses a client’s view count, createdAt, updatedAt or someone else’s updatedBy', async () => {
    const post = edited('hail-season', 'published');
    await assertFails(setDoc(doc(writer(), 'posts', 'live'), { ...post, viewCount: 8 }));
    await assertFails(
      setDoc(doc(writer(), 'posts', 'live'), { ...post, createdAt: Timestamp.now() }),
    );
    await assertFails(
      setDoc(doc(writer(), 'posts', 'live'), { ...post, updatedAt: Timestamp.now() }),
    );
    await assertFails(setDoc(doc(writer(), 'posts', 'live'), { ...post, updatedBy: ADMIN.uid }));
  });

  it('refuses a field out of its limits', async () => {
    await assertFails(
      setDoc(doc(writer(), 'posts', 'live'), {
        ...edited('hail-season', 'published'),
        excerpt: 'e'.repeat(161),
      }),
    );
  });

  it('takes a library image’s size and up to 3 well-formed variants, or none', async () => {
    const save = (facts: Record<string, unknown>) =>
      setDoc(doc(writer(), 'posts', 'live'), {
        ...edited('hail-season', 'published'),
        featuredImageUrl: 'https://cdn.test/hail.png',
        ...facts,
      });
    const variant = (width: number) => ({ width, url: `https://cdn.test/hail-${width}.webp` });
    await assertSucceeds(
      save({
        featuredImageWidth: 1200,
        featuredImageHeight: 630,
        featuredImageVariants: [variant(480), variant(960), variant(1100)],
      }),
    );
    await assertSucceeds(
      save({ featuredImageWidth: null, featuredImageHeight: null, featuredImageVariants: [] }),
    );
    await assertFails(save({ featuredImageWidth: 0 }));
    await assertFails(save({ featuredImageHeight: '630' }));
    await assertFails(save({ featuredImageHeight: 1.5 }));
    await assertFails(
      save({ featuredImageVariants: [variant(1), variant(2), variant(3), variant(4)] }),
    );
    await assertFails(save({ featuredImageVariants: [variant(480), { width: 960 }] }));
    await assertFails(
      save({ featuredImageVariants: [{ ...variant(480), contentType: 'image/webp' }] }),
    );
    await assertFails(save({ featuredImageVariants: [{ width: '480', url: 'https://x.test' }] }));
    await assertFails(save({ featuredImageVariants: 'https://cdn.test/hail-480.webp' }));
    await assertFails(
      save({ featuredImageVariants: [{ width: 480, url: 'http://cdn.test/hail-480.webp' }] }),
    );
  });

  it('dates a draft by the server when it is first published', async () => {
    await assertSucceeds(
      setDoc(doc(writer(), 'posts', 'draft'), {
        ...edited('attic-heat', 'published'),
        publishDate: serverTimestamp(),
      }),
    );
    await assertFails(
      setDoc(doc(writer(), 'posts', 'draft'), {
        ...edited('attic-heat', 'published'),
        publishDate: firstPublished,
      }),
    );
    await assertFails(
      setDoc(doc(writer(), 'posts', 'draft'), {
        ...edited('attic-heat', 'draft'),
        publishDate: serverTimestamp(),
      }),
    );
  });

  it('keeps the first publish date through later edits, archiving included', async () => {
    await assertSucceeds(setDoc(doc(writer(), 'posts', 'live'), edited('hail-season', 'archived')));
    await assertFails(
      setDoc(doc(writer(), 'posts', 'live'), {
        ...edited('hail-season', 'published'),
        publishDate: serverTimestamp(),
      }),
    );
    await assertFails(
      setDoc(doc(writer(), 'posts', 'live'), {
        ...edited('hail-season', 'archived'),
        publishDate: null,
      }),
    );
  });

  it('moves a post to a new slug when the old one is released in the same batch', async () => {
    await assertFails(savePost(writer(), 'live', edited('hail-damage', 'published')));
    await assertSucceeds(
      savePost(writer(), 'live', edited('hail-damage', 'published'), { release: 'hail-season' }),
    );
    // The released slug is free for another post.
    await assertSucceeds(savePost(writer(), 'w1', fresh('hail-season')));
  });

  it('refuses moving a post to a slug another post holds', async () => {
    await assertFails(
      savePost(writer(), 'live', edited('attic-heat', 'published'), { release: 'hail-season' }),
    );
  });
});

describe('posts: another writer saved in between', () => {
  const earlier = Timestamp.fromDate(new Date('2026-02-25T12:00:00Z'));
  // 'live' was saved last by the writer; the admin's edit started from an older copy.
  const adminEdit = (base: unknown) => ({
    ...edited('hail-season', 'published', ADMIN),
    title: 'The admin’s title',
    baseUpdatedAt: base,
  });

  it('refuses a save whose edit started before someone else’s save', async () => {
    await assertFails(setDoc(doc(admin(), 'posts', 'live'), adminEdit(earlier)));
    await assertFails(setDoc(doc(admin(), 'posts', 'live'), adminEdit(null)));
    const { baseUpdatedAt: _omitted, ...unbased } = adminEdit(null);
    await assertFails(setDoc(doc(admin(), 'posts', 'live'), unbased));
  });

  it('lets a save through whose edit started from the stored copy', async () => {
    await assertSucceeds(
      setDoc(doc(admin(), 'posts', 'live'), adminEdit(stored('x', 'draft').updatedAt)),
    );
  });

  it('compares in milliseconds: the server’s microseconds do not make a base stale', async () => {
    const exact = new Timestamp(1_772_366_400, 123_456_789);
    await env.withSecurityRulesDisabled(async (ctx) => {
      await updateDoc(doc(ctx.firestore(), 'posts', 'live'), {
        updatedAt: exact,
        updatedBy: 'someone-else',
      });
    });
    await assertSucceeds(
      setDoc(doc(admin(), 'posts', 'live'), adminEdit(Timestamp.fromMillis(exact.toMillis()))),
    );
  });

  it('lets the writer who saved last save again from any base (offline bases are estimates)', async () => {
    await assertSucceeds(
      setDoc(doc(writer(), 'posts', 'live'), {
        ...edited('hail-season', 'published'),
        baseUpdatedAt: earlier,
      }),
    );
    const { baseUpdatedAt: _omitted, ...unbased } = edited('hail-season', 'published');
    await assertSucceeds(setDoc(doc(writer(), 'posts', 'live'), unbased));
  });

  it('treats a post no one has saved in the admin as someone else’s', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await updateDoc(doc(ctx.firestore(), 'posts', 'live'), { updatedBy: deleteField() });
    });
    await assertFails(setDoc(doc(writer(), 'posts', 'live'), adminEdit(earlier)));
    await assertSucceeds(
      setDoc(doc(admin(), 'posts', 'live'), adminEdit(stored('x', 'draft').updatedAt)),
    );
  });

  it('refuses a base that is not a time', async () => {
    const base = stored('x', 'draft').updatedAt;
    await assertFails(setDoc(doc(admin(), 'posts', 'live'), adminEdit(base.toMillis())));
    await assertFails(
      setDoc(doc(writer(), 'posts', 'live'), {
        ...edited('hail-season', 'published'),
        baseUpdatedAt: '2026-03-01T12:00:00Z',
      }),
    );
  });

  it('lets a new post have no base, and only none', async () => {
    await assertSucceeds(savePost(writer(), 'w1', { ...fresh('roof-leaks'), baseUpdatedAt: null }));
    await assertFails(
      savePost(writer(), 'w2', { ...fresh('shingles'), baseUpdatedAt: Timestamp.now() }),
    );
  });
});

describe('posts: delete', () => {
  it('lets an admin delete a post with its reservation', async () => {
    const db = admin();
    const batch = writeBatch(db);
    batch.delete(doc(db, 'posts', 'live'));
    batch.delete(doc(db, 'postSlugs', 'hail-season'));
    await assertSucceeds(batch.commit());
  });

  it('refuses an admin’s delete that keeps the slug reserved', async () => {
    await assertFails(deleteDoc(doc(admin(), 'posts', 'live')));
  });

  it('refuses a writer’s and a visitor’s delete', async () => {
    for (const db of [writer(), visitor(), noRole()]) {
      const batch = writeBatch(db);
      batch.delete(doc(db, 'posts', 'live'));
      batch.delete(doc(db, 'postSlugs', 'hail-season'));
      await assertFails(batch.commit());
    }
  });
});

describe('postSlugs', () => {
  it('lets staff, and only staff, read a reservation', async () => {
    await assertSucceeds(getDoc(doc(writer(), 'postSlugs', 'hail-season')));
    await assertFails(getDoc(doc(visitor(), 'postSlugs', 'hail-season')));
    await assertFails(getDoc(doc(noRole(), 'postSlugs', 'hail-season')));
  });

  it('refuses a reservation for a post that does not carry the slug', async () => {
    await assertFails(setDoc(doc(writer(), 'postSlugs', 'free-slug'), { postId: 'live' }));
    await assertFails(setDoc(doc(writer(), 'postSlugs', 'free-slug'), { postId: 'missing' }));
  });

  it('refuses a reservation with other fields', async () => {
    const db = writer();
    const batch = writeBatch(db);
    batch.set(doc(db, 'posts', 'w1'), fresh('roof-leaks'));
    batch.set(doc(db, 'postSlugs', 'roof-leaks'), { postId: 'w1', note: 'x' });
    await assertFails(batch.commit());
  });

  it('refuses handing a slug in use to another post', async () => {
    await assertFails(setDoc(doc(admin(), 'postSlugs', 'hail-season'), { postId: 'draft' }));
  });

  it('refuses releasing a slug its post still uses, for anyone', async () => {
    await assertFails(deleteDoc(doc(writer(), 'postSlugs', 'hail-season')));
    await assertFails(deleteDoc(doc(admin(), 'postSlugs', 'hail-season')));
  });

  it('lets staff release or take over a stale reservation, whose post no longer uses it', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), 'postSlugs', 'stale'), { postId: 'gone' });
      await setDoc(doc(ctx.firestore(), 'postSlugs', 'stale-too'), { postId: 'gone' });
    });
    await assertFails(deleteDoc(doc(visitor(), 'postSlugs', 'stale')));
    await assertSucceeds(deleteDoc(doc(writer(), 'postSlugs', 'stale')));
    await assertSucceeds(savePost(writer(), 'w1', fresh('stale-too')));
  });
});

describe('posts: scheduled', () => {
  // Ahead of the emulator's clock (the rules want a scheduled time after request.time).
  const at = Timestamp.fromMillis(Date.now() + 30 * 24 * 3_600_000);
  const scheduledNew = (slug: string) => ({ ...fresh(slug), status: 'scheduled', scheduledAt: at });

  it('lets staff create a scheduled post with a time and no publish date', async () => {
    await assertSucceeds(savePost(writer(), 's1', scheduledNew('tuesday-post')));
  });

  it('refuses a scheduled post without a time, with a time that is not one, or dated', async () => {
    await assertFails(
      savePost(writer(), 's1', { ...scheduledNew('tuesday-post'), scheduledAt: null }),
    );
    const { scheduledAt: _omitted, ...noTime } = scheduledNew('tuesday-post');
    await assertFails(savePost(writer(), 's1', noTime));
    await assertFails(
      savePost(writer(), 's1', {
        ...scheduledNew('tuesday-post'),
        scheduledAt: '2030-12-01T07:00',
      }),
    );
    await assertFails(
      savePost(writer(), 's1', { ...scheduledNew('tuesday-post'), publishDate: serverTimestamp() }),
    );
  });

  it('refuses a time on a post that is not scheduled; null or absent passes', async () => {
    await assertFails(savePost(writer(), 's1', { ...fresh('tuesday-post'), scheduledAt: at }));
    await assertSucceeds(savePost(writer(), 's1', { ...fresh('tuesday-post'), scheduledAt: null }));
  });

  it('schedules a draft, and a published post only keeping its first publish date', async () => {
    await assertSucceeds(
      setDoc(doc(writer(), 'posts', 'draft'), {
        ...edited('attic-heat', 'scheduled'),
        publishDate: null,
        scheduledAt: at,
      }),
    );
    // Giving it up (the publisher would then date the post by its schedule), or moving it.
    for (const publishDate of [null, serverTimestamp(), Timestamp.fromDate(new Date('2026-01-01'))])
      await assertFails(
        setDoc(doc(writer(), 'posts', 'live'), {
          ...edited('hail-season', 'scheduled'),
          publishDate,
          scheduledAt: at,
        }),
      );
    await assertSucceeds(
      setDoc(doc(writer(), 'posts', 'live'), {
        ...edited('hail-season', 'scheduled'),
        publishDate: firstPublished,
        scheduledAt: at,
      }),
    );
  });

  it('refuses a schedule set or moved into the past, on create and on every save', async () => {
    const past = Timestamp.fromDate(new Date(Date.now() - 60_000));
    await assertFails(
      savePost(writer(), 's1', { ...scheduledNew('tuesday-post'), scheduledAt: past }),
    );
    // A published post set back to scheduled with a time gone by, to be republished backdated.
    await assertFails(
      setDoc(doc(writer(), 'posts', 'live'), {
        ...edited('hail-season', 'scheduled'),
        publishDate: firstPublished,
        scheduledAt: past,
      }),
    );
    await assertFails(
      setDoc(doc(writer(), 'posts', 'draft'), {
        ...edited('attic-heat', 'scheduled'),
        publishDate: null,
        scheduledAt: past,
      }),
    );
    // A scheduled post whose time is moved: ahead passes, into the past not.
    const kept = Timestamp.fromDate(new Date(Date.now() - 5_000));
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), 'posts', 'draft'), {
        ...stored('attic-heat', 'scheduled'),
        publishDate: null,
        scheduledAt: kept,
      });
    });
    const moved = (scheduledAt: Timestamp) =>
      setDoc(doc(writer(), 'posts', 'draft'), {
        ...edited('attic-heat', 'scheduled'),
        publishDate: null,
        scheduledAt,
      });
    await assertFails(moved(past));
    // Its own time, passed already (the publisher's round is due): an edit keeps it.
    await assertSucceeds(moved(kept));
    await assertSucceeds(moved(at));
  });

  it('lets staff, and not visitors, read a scheduled post', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), 'posts', 'soon'), {
        ...stored('next-week', 'scheduled'),
        publishDate: null,
        scheduledAt: at,
      });
    });
    await assertFails(getDoc(doc(visitor(), 'posts', 'soon')));
    await assertFails(getDoc(doc(noRole(), 'posts', 'soon')));
    await assertSucceeds(getDoc(doc(writer(), 'posts', 'soon')));
  });
});

describe('posts: revisions', () => {
  const revision = {
    at: firstPublished,
    by: WRITER.uid,
    byName: WRITER.fullName,
    title: 'Hail Season',
    excerpt: 'What hail does to a roof.',
    content: 'One.\nTwo.',
    status: 'published',
    added: 10,
    removed: 0,
  };

  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), 'posts', 'live', 'revisions', 'r1'), revision);
    });
  });

  it('lets staff read a post’s revisions', async () => {
    await assertSucceeds(getDoc(doc(writer(), 'posts', 'live', 'revisions', 'r1')));
    await assertSucceeds(getDocs(collection(admin(), 'posts', 'live', 'revisions')));
  });

  it('refuses visitors and people without a role, even on a published post', async () => {
    await assertFails(getDoc(doc(visitor(), 'posts', 'live', 'revisions', 'r1')));
    await assertFails(getDocs(collection(noRole(), 'posts', 'live', 'revisions')));
  });

  it('refuses every client write, staff included', async () => {
    await assertFails(setDoc(doc(writer(), 'posts', 'live', 'revisions', 'r2'), revision));
    await assertFails(setDoc(doc(admin(), 'posts', 'live', 'revisions', 'r1'), revision));
    await assertFails(updateDoc(doc(admin(), 'posts', 'live', 'revisions', 'r1'), { title: 'X' }));
    await assertFails(deleteDoc(doc(admin(), 'posts', 'live', 'revisions', 'r1')));
  });
});
