/** Someone else's save of the post open in the editor. */
import { savedByOtherSince, type Post } from '@altum/domain';
import type { Unsubscribe } from 'firebase/firestore';
import { postConverter } from '../../../../lib/firebase/converters/post';
import { loadAuth } from '../../../../lib/firebase/loadAuth';
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';
import { readPost } from './onDevice';

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
