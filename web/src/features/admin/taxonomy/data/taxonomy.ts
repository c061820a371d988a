/**
 * Categories and tags in Firestore. Each item's slug is held by a reservation document
 * (categorySlugs/{slug} = { categoryId }, tagSlugs/{slug} = { tagId }) written in the same
 * batch as the item; the rules refuse a batch whose slug another item holds, so two staff
 * saving one slug at once cannot both win.
 */
import type { TaxonomyKind, TaxonomyValues } from '@altum/domain';
import type * as firestoreSdk from 'firebase/firestore';
import { categoryConverter } from '../../../../lib/firebase/converters/category';
import { tagConverter } from '../../../../lib/firebase/converters/tag';
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';
import { KINDS, TaxonomyError, type SaveOutcome, type TaxonomyItem } from '../kinds';

type FirestoreModule = typeof firestoreSdk;
type Firestore = firestoreSdk.Firestore;

/** How long a list waits for the server before it shows the device's copy. */
const LIST_SERVER_WAIT_MS = 1500;

/**
 * The server's list when it answers promptly, else the device's copy (with items saved
 * offline). Right after the connection drops, the SDK can take many seconds to give up on the
 * server; the admin must not sit on a spinner meanwhile.
 */
async function readList<T>(
  fs: FirestoreModule,
  query: firestoreSdk.Query<T>,
): Promise<firestoreSdk.QuerySnapshot<T>> {
  const fromServer = fs.getDocs(query);
  const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), LIST_SERVER_WAIT_MS));
  const first = await Promise.race([fromServer, late]);
  if (first) return first;
  fromServer.catch(() => undefined);
  return fs.getDocsFromCache(query);
}

export async function fetchTaxonomy(kind: TaxonomyKind): Promise<TaxonomyItem[]> {
  const { firestore: fs, db } = await loadFirestore();
  if (kind === 'category') {
    const snapshot = await readList(
      fs,
      fs.query(
        fs.collection(db, 'categories').withConverter(categoryConverter),
        fs.orderBy('name'),
      ),
    );
    return snapshot.docs.map((doc) => ({ ...doc.data(), pending: doc.metadata.hasPendingWrites }));
  }
  const snapshot = await readList(
    fs,
    fs.query(fs.collection(db, 'tags').withConverter(tagConverter), fs.orderBy('name')),
  );
  return snapshot.docs.map((doc) => ({
    ...doc.data(),
    description: '',
    pending: doc.metadata.hasPendingWrites,
  }));
}

function postsUsing(fs: FirestoreModule, db: Firestore, kind: TaxonomyKind, id: string) {
  const config = KINDS[kind];
  return fs.query(fs.collection(db, 'posts'), fs.where(config.postField, config.postOperator, id));
}

/** How many posts use each item: count aggregates, so the server counts, not the browser. */
export async function fetchPostCounts(
  kind: TaxonomyKind,
  ids: readonly string[],
): Promise<Record<string, number>> {
  const { firestore: fs, db } = await loadFirestore();
  const counts = await Promise.all(
    ids.map(async (id) => {
      const snapshot = await fs.getCountFromServer(postsUsing(fs, db, kind, id));
      return [id, snapshot.data().count] as const;
    }),
  );
  return Object.fromEntries(counts);
}

/**
 * Who holds a slug: an item id, null when nobody, undefined when unknown (offline, and the
 * device has never seen that reservation).
 */
async function slugHolder(
  fs: FirestoreModule,
  db: Firestore,
  kind: TaxonomyKind,
  slug: string,
): Promise<string | null | undefined> {
  const config = KINDS[kind];
  try {
    const snapshot = await fs.getDoc(fs.doc(db, config.reservations, slug));
    if (!snapshot.exists()) return null;
    const holder: unknown = snapshot.get(config.owner);
    return typeof holder === 'string' ? holder : null;
  } catch {
    return undefined;
  }
}

/** How long a save waits for the server before it counts as kept on the device. */
const ONLINE_WAIT_MS = 4000;
const OFFLINE_WAIT_MS = 400;

const isPermissionDenied = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'permission-denied';

/**
 * Creates (no `id`) or updates an item. Resolves when the server has accepted the batch, or,
 * when it does not answer soon (offline), with `queued` and a `synced` promise for its answer.
 * A batch the server refuses is undone on the device too (Firestore rolls it back).
 */
export async function saveTaxonomyItem(
  kind: TaxonomyKind,
  input: { id?: string; previousSlug?: string; values: TaxonomyValues },
): Promise<SaveOutcome> {
  const { firestore: fs, db } = await loadFirestore();
  const config = KINDS[kind];
  const { name, slug, description } = input.values;
  const ref = input.id
    ? fs.doc(db, config.collection, input.id)
    : fs.doc(fs.collection(db, config.collection));
  const holder = await slugHolder(fs, db, kind, slug);
  if (holder && holder !== ref.id) throw new TaxonomyError({ reason: 'slug-taken' });

  const batch = fs.writeBatch(db);
  batch.set(ref, kind === 'category' ? { name, slug, description } : { name, slug });
  const keepsSlug = input.previousSlug === slug;
  // Reserve the slug unless this item already holds it. Unknown (offline): an item keeping
  // its slug holds it already; a new slug is reserved, and the server decides.
  if (holder === null || (holder === undefined && !keepsSlug)) {
    batch.set(fs.doc(db, config.reservations, slug), { [config.owner]: ref.id });
  }
  // A slug given up is released, so it is free for others (only if this item held it).
  if (input.previousSlug && !keepsSlug) {
    const previousHolder = await slugHolder(fs, db, kind, input.previousSlug);
    if (previousHolder === ref.id || previousHolder === undefined) {
      batch.delete(fs.doc(db, config.reservations, input.previousSlug));
    }
  }

  const synced = batch.commit().catch(async (error: unknown) => {
    // Refused: most likely another item took the slug since it was checked.
    if (isPermissionDenied(error)) {
      const now = await slugHolder(fs, db, kind, slug);
      if (now && now !== ref.id) throw new TaxonomyError({ reason: 'slug-taken' }, error);
    }
    throw new TaxonomyError({ reason: 'failed' }, error);
  });
  // The batch is on the device already; Firestore sends it when it can. Wait briefly for the
  // server's answer (so a refusal can point at the field), never for a connection: the
  // browser's offline flag is only a hint (it can be wrong both ways), so it only shortens
  // the wait.
  const answered = await Promise.race([
    synced.then(() => true),
    new Promise<false>((resolve) =>
      setTimeout(() => resolve(false), navigator.onLine ? ONLINE_WAIT_MS : OFFLINE_WAIT_MS),
    ),
  ]);
  return { id: ref.id, queued: !answered, synced };
}

/**
 * Deletes an item that no post uses, with its slug reservation. Counting the posts needs
 * the server, so a delete needs a connection.
 */
export async function deleteTaxonomyItem(kind: TaxonomyKind, item: TaxonomyItem): Promise<void> {
  const { firestore: fs, db } = await loadFirestore();
  const config = KINDS[kind];
  let posts: number;
  try {
    posts = (await fs.getCountFromServer(postsUsing(fs, db, kind, item.id))).data().count;
  } catch (error) {
    const offline = (error as { code?: unknown } | null)?.code === 'unavailable';
    throw new TaxonomyError({ reason: offline ? 'needs-connection' : 'failed' }, error);
  }
  if (posts > 0) throw new TaxonomyError({ reason: 'in-use', posts });
  const batch = fs.writeBatch(db);
  batch.delete(fs.doc(db, config.collection, item.id));
  if ((await slugHolder(fs, db, kind, item.slug)) === item.id) {
    batch.delete(fs.doc(db, config.reservations, item.slug));
  }
  try {
    await batch.commit();
  } catch (error) {
    throw new TaxonomyError({ reason: 'failed' }, error);
  }
}
