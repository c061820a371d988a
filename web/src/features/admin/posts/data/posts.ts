/**
 * Staff reads and writes of posts. Saves are one batch: the post and the reservation of its
 * slug (postSlugs/{slug}, which the rules check, so two posts never share a slug), plus the
 * release of a slug the post gave up. A save is done on the device when the batch is
 * committed locally; the server's answer comes later (`synced`), possibly after a reload.
 */
import {
  featuredImageFacts,
  nextPublishDate,
  profileFromAccount,
  savedByOtherSince,
  type Category,
  type Post,
  type PostFormOutput,
  type Tag,
} from '@altum/domain';
import type {
  DocumentReference,
  DocumentSnapshot,
  FieldValue,
  Unsubscribe,
} from 'firebase/firestore';
import { categoryConverter } from '../../../../lib/firebase/converters/category';
import { postConverter } from '../../../../lib/firebase/converters/post';
import { tagConverter } from '../../../../lib/firebase/converters/tag';
import { loadAuth } from '../../../../lib/firebase/loadAuth';
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';

/** A post in the admin list, and whether the server has its last change yet. */
export interface AdminPostRow {
  post: Post;
  pending: boolean;
}

// Saved on this device but not yet on the server: server times are estimated meanwhile.
const ESTIMATE = { serverTimestamps: 'estimate' } as const;

/**
 * Every post, newest created first, live: from the device's cache at once (offline too), then
 * the server; each row says whether it still waits to sync.
 */
export async function watchAdminPosts(
  onNext: (rows: AdminPostRow[], fromCache: boolean) => void,
  onError: (error: unknown) => void,
): Promise<Unsubscribe> {
  const { firestore: fs, db } = await loadFirestore();
  const posts = fs.query(
    fs.collection(db, 'posts').withConverter(postConverter),
    fs.orderBy('createdAt', 'desc'),
  );
  return fs.onSnapshot(
    posts,
    { includeMetadataChanges: true },
    (snapshot) => {
      const rows: AdminPostRow[] = [];
      for (const doc of snapshot.docs) {
        // One malformed document (written outside the app) must not hide every other post.
        try {
          rows.push({ post: doc.data(ESTIMATE), pending: doc.metadata.hasPendingWrites });
        } catch (error) {
          console.warn('Skipping a post that does not match its schema', error);
        }
      }
      onNext(rows, snapshot.metadata.fromCache);
    },
    onError,
  );
}

function readPost(snapshot: DocumentSnapshot<Post>): Post | null {
  return snapshot.exists() ? (snapshot.data(ESTIMATE) ?? null) : null;
}

/** One post by id, any status; null when there is none. Offline: the device's copy. */
export async function getAdminPost(id: string): Promise<Post | null> {
  const { firestore: fs, db } = await loadFirestore();
  return readPost(await fs.getDoc(fs.doc(db, 'posts', id).withConverter(postConverter)));
}

/** One post by slug, any status (the staff preview); null when there is none. */
export async function getAdminPostBySlug(slug: string): Promise<Post | null> {
  const { firestore: fs, db } = await loadFirestore();
  const found = await fs.getDocs(
    fs.query(
      fs.collection(db, 'posts').withConverter(postConverter),
      fs.where('slug', '==', slug),
      fs.limit(1),
    ),
  );
  const doc = found.docs[0];
  return doc ? doc.data(ESTIMATE) : null;
}

/** Every category and every tag, by name, for the editor's choices. */
export async function listTaxonomy(): Promise<{ categories: Category[]; tags: Tag[] }> {
  const { firestore: fs, db } = await loadFirestore();
  const [categories, tags] = await Promise.all([
    fs.getDocs(
      fs.query(
        fs.collection(db, 'categories').withConverter(categoryConverter),
        fs.orderBy('name'),
      ),
    ),
    fs.getDocs(fs.query(fs.collection(db, 'tags').withConverter(tagConverter), fs.orderBy('name'))),
  ]);
  return { categories: categories.docs.map((d) => d.data()), tags: tags.docs.map((d) => d.data()) };
}

/** Why a save or delete did not reach the server. */
export class PostWriteError extends Error {
  constructor(
    readonly reason: 'slug-taken' | 'conflict' | 'refused' | 'signed-out' | 'failed',
    cause?: unknown,
  ) {
    super(reason, { cause });
    this.name = 'PostWriteError';
  }
}

const asWriteError = (error: unknown): PostWriteError =>
  error instanceof PostWriteError
    ? error
    : new PostWriteError(
        (error as { code?: unknown } | null)?.code === 'permission-denied' ? 'refused' : 'failed',
        error,
      );

/**
 * A quick look on the server at who holds the slug, so a taken slug is reported before
 * saving rather than refused just after. Offline or slow (navigator.onLine is not trusted:
 * it can be wrong both ways): no answer within 1.5 s, and the rules still refuse a taken
 * slug when the save syncs.
 */
async function slugHolder(slug: string, waitMs = 1500): Promise<string | null | undefined> {
  const { firestore: fs, db } = await loadFirestore();
  const lookup = fs
    .getDocFromServer(fs.doc(db, 'postSlugs', slug))
    .then((snapshot) => (snapshot.exists() ? String(snapshot.get('postId')) : null))
    .catch(() => undefined);
  return within(lookup, waitMs);
}

/** Resolves to undefined after `ms`, so no step of a save waits long for the server. */
const within = <T>(promise: Promise<T>, ms: number): Promise<T | undefined> =>
  Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(resolve, ms))]);

/**
 * Reads the writer's profile into the device's cache (the editor calls it on opening, while
 * usually still online), so a post created offline later knows its author's name.
 */
export async function warmAuthorProfile(): Promise<void> {
  const [{ firestore: fs, db }, { client }] = await Promise.all([loadFirestore(), loadAuth()]);
  const uid = client.currentUser?.uid;
  if (uid)
    await within(
      fs.getDoc(fs.doc(db, 'profiles', uid)).catch(() => undefined),
      5000,
    );
}

/** The name the rules expect as author: the writer's own profile. */
async function authorName(uid: string): Promise<string> {
  const { firestore: fs, db } = await loadFirestore();
  const ref = fs.doc(db, 'profiles', uid);
  const snapshot = await fs
    .getDocFromCache(ref)
    .catch(() => within(fs.getDocFromServer(ref), 1500).catch(() => undefined));
  const name = snapshot?.get('fullName');
  if (typeof name === 'string') return name;
  const { client } = await loadAuth();
  const user = client.currentUser;
  return profileFromAccount({
    email: user?.email ?? null,
    displayName: user?.displayName ?? null,
    photoURL: null,
  }).fullName;
}

export interface SaveInput {
  /** The server's copy the edit started from (its base); absent for a new post. */
  previous: Post | null;
  values: PostFormOutput;
  categories: readonly Category[];
}

export interface SaveResult {
  id: string;
  /** Settles when the server accepts the save, or rejects with a PostWriteError. */
  synced: Promise<void>;
}

/** Saves a post on the device at once; the server gets it now or when back online. */
export async function savePost({ previous, values, categories }: SaveInput): Promise<SaveResult> {
  const [{ firestore: fs, db }, { client }] = await Promise.all([loadFirestore(), loadAuth()]);
  const user = client.currentUser;
  if (!user) throw new PostWriteError('signed-out');
  const ref = previous ? fs.doc(db, 'posts', previous.id) : fs.doc(fs.collection(db, 'posts'));

  const holder = await slugHolder(values.slug);
  if (holder && holder !== ref.id) throw new PostWriteError('slug-taken');

  const category = values.categoryId
    ? categories.find((candidate) => candidate.id === values.categoryId)
    : undefined;
  const now = fs.serverTimestamp();
  const publishDate = nextPublishDate<FieldValue | Date>(
    previous?.publishDate ?? null,
    values.status,
    now,
  );
  const fields = {
    title: values.title,
    slug: values.slug,
    excerpt: values.excerpt,
    content: values.content,
    featuredImageUrl: values.featuredImageUrl,
    ...featuredImageFacts(values.featuredImageUrl, values.featuredImage),
    categoryId: category?.id ?? null,
    categoryName: category?.name ?? null,
    categorySlug: category?.slug ?? null,
    tagIds: values.tagIds,
    status: values.status,
    scheduledAt: values.scheduledAt,
    readingTime: values.readingTime,
    seoTitle: values.seoTitle,
    seoDescription: values.seoDescription,
    seoKeywords: values.seoKeywords,
    updatedAt: now,
    updatedBy: user.uid,
  };
  const batch = fs.writeBatch(db);
  if (previous) {
    // Only the editable fields: author, createdAt, viewCount and a first publish date stay
    // as the server holds them (the device may know them only as estimates, offline).
    batch.update(ref, {
      ...fields,
      // The rules refuse the save if someone else saved since (see startsFromCurrentCopy).
      baseUpdatedAt: previous.updatedAt,
      // A first publish date stays as the server holds it, scheduled again too (the rules
      // refuse any change to it).
      ...(previous.publishDate === null ? { publishDate } : {}),
      // Posts saved before staff e-mails were kept off them lose theirs with this save (the
      // rules refuse a post that still carries one).
      authorEmail: fs.deleteField(),
    });
    if (previous.slug !== values.slug) batch.delete(fs.doc(db, 'postSlugs', previous.slug));
  } else {
    batch.set(ref, {
      ...fields,
      publishDate,
      createdAt: now,
      authorId: user.uid,
      authorName: await authorName(user.uid),
      viewCount: 0,
    });
  }
  if (!previous || previous.slug !== values.slug) {
    batch.set(fs.doc(db, 'postSlugs', values.slug), { postId: ref.id });
  }
  // Applied to the device's cache now; the promise waits for the server.
  const synced = batch.commit().catch(async (error: unknown) => {
    const refused = asWriteError(error);
    // The rules say only 'permission denied': a slug taken meanwhile is the likely cause.
    if (refused.reason === 'refused') {
      // In the background: this may wait for the server longer than a save ever does.
      const taken = await slugHolder(values.slug, 10_000);
      if (taken && taken !== ref.id) throw new PostWriteError('slug-taken', error);
      if (previous && (await savedByOtherMeanwhile(ref.id, previous.updatedAt, user.uid)))
        throw new PostWriteError('conflict', error);
    }
    throw refused;
  });
  await onDevice(ref);
  return { id: ref.id, synced };
}

/**
 * Resolves once a write just committed is in the device's store. commit() answers only when
 * the server does; Firestore runs its local work in order, so a cache read queued after the
 * write answers once the write is stored: a reload or a closed tab right after 'saved' then
 * keeps it.
 */
async function onDevice(ref: DocumentReference): Promise<void> {
  const { firestore: fs } = await loadFirestore();
  await fs.getDocFromCache(ref).catch(() => undefined);
}

/** Whether the server's copy is someone else's save made after `base` (no answer: no). */
async function savedByOtherMeanwhile(id: string, base: Date, me: string): Promise<boolean> {
  const { firestore: fs, db } = await loadFirestore();
  const read = fs
    .getDocFromServer(fs.doc(db, 'posts', id).withConverter(postConverter))
    .then(readPost)
    .catch(() => null);
  const server = await within(read, 10_000);
  return server ? savedByOtherSince(server, base, me) : false;
}

/**
 * Watches a post while the editor is open on it and hands over the server's copy whenever it
 * is someone else's save made after `base()` (the copy the edit now starts from). Copies
 * holding the writer's own saves still waiting on this device are not the server's: skipped.
 */
export async function watchPostConflict(
  id: string,
  base: () => Date,
  onConflict: (theirs: Post) => void,
): Promise<Unsubscribe> {
  const [{ firestore: fs, db }, { client }] = await Promise.all([loadFirestore(), loadAuth()]);
  return fs.onSnapshot(
    fs.doc(db, 'posts', id).withConverter(postConverter),
    (snapshot) => {
      const me = client.currentUser?.uid;
      if (!me || snapshot.metadata.hasPendingWrites) return;
      try {
        const theirs = readPost(snapshot);
        if (theirs && savedByOtherSince(theirs, base(), me)) onConflict(theirs);
      } catch (error) {
        console.warn('The post on the server does not match its schema', error);
      }
    },
    (error) => console.warn('Watching the post for other saves stopped', error),
  );
}

/** Deletes a post and releases its slug (admins only, say the rules). */
export async function deletePost(
  post: Pick<Post, 'id' | 'slug'>,
): Promise<{ synced: Promise<void> }> {
  const { firestore: fs, db } = await loadFirestore();
  const batch = fs.writeBatch(db);
  batch.delete(fs.doc(db, 'posts', post.id));
  batch.delete(fs.doc(db, 'postSlugs', post.slug));
  const synced = batch.commit().catch((error: unknown) => {
    throw asWriteError(error);
  });
  await onDevice(fs.doc(db, 'posts', post.id));
  return { synced };
}
