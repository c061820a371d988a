/**
 * The editor's save. One batch: the post, its summary for the admin list
 * (postSummaries/{postId}, which the rules check equals the post after the batch) and the
 * reservation of its slug (postSlugs/{slug}, which the rules check, so two posts never share
 * a slug), plus the release of a slug the post gave up. A save is done on the device when the
 * batch is committed locally, so the list shows it at once, offline too; the server's answer
 * comes later (`synced`), possibly after a reload.
 */
import {
  featuredImageFacts,
  nextPublishDate,
  postSummaryOf,
  savedByOtherSince,
  titleTerms,
  type Category,
  type Post,
  type PostFormOutput,
} from '@altum/domain';
import type { FieldValue } from 'firebase/firestore';
import { postConverter } from '../../../../lib/firebase/converters/post';
import { loadAuth } from '../../../../lib/firebase/loadAuth';
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';
import { authorName } from './author';
import { onDevice, readPost, within } from './onDevice';
import { asWriteError, PostWriteError } from './writeErrors';

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
  const summaryRef = fs.doc(db, 'postSummaries', ref.id);

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
    // A first publish date stays as the server holds it, scheduled again too (the rules
    // refuse any change to it).
    const firstPublish = previous.publishDate === null ? { publishDate } : {};
    // Only the editable fields: author, createdAt, viewCount and a first publish date stay
    // as the server holds them (the device may know them only as estimates, offline).
    batch.update(ref, {
      ...fields,
      // The rules refuse the save if someone else saved since (see startsFromCurrentCopy).
      baseUpdatedAt: previous.updatedAt,
      ...firstPublish,
      // Posts saved before staff e-mails were kept off them lose theirs with this save (the
      // rules refuse a post that still carries one).
      authorEmail: fs.deleteField(),
    });
    // The summary's changed fields alone, for the same reason: its createdAt and author
    // equal the post's only as the server holds them.
    batch.update(summaryRef, {
      title: fields.title,
      slug: fields.slug,
      status: fields.status,
      scheduledAt: fields.scheduledAt,
      categoryId: fields.categoryId,
      categoryName: fields.categoryName,
      updatedAt: now,
      titleTerms: titleTerms(fields.title),
      ...firstPublish,
    });
    if (previous.slug !== values.slug) batch.delete(fs.doc(db, 'postSlugs', previous.slug));
  } else {
    const created = {
      ...fields,
      publishDate,
      createdAt: now,
      authorId: user.uid,
      authorName: await authorName(user.uid),
      viewCount: 0,
    };
    batch.set(ref, created);
    batch.set(summaryRef, postSummaryOf<FieldValue | Date>(created));
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
