/** A post's revision history (written by the recordPostRevision function; staff read it). */
import type { Revision } from '@altum/domain';
import { revisionConverter } from '../../../../lib/firebase/converters/revision';
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';

/** More than the 50 always kept, so a year of one-a-day revisions beyond them shows too. */
const SHOWN = 200;

/** The post's revisions, newest first. */
export async function listRevisions(postId: string): Promise<Revision[]> {
  const { firestore: fs, db } = await loadFirestore();
  const found = await fs.getDocs(
    fs.query(
      fs.collection(db, 'posts', postId, 'revisions').withConverter(revisionConverter),
      fs.orderBy('at', 'desc'),
      fs.limit(SHOWN),
    ),
  );
  return found.docs.map((doc) => doc.data());
}
