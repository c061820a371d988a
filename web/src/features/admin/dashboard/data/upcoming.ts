/** The next scheduled posts, soonest first (the same index the scheduled publisher uses). */
import { DASHBOARD_UPCOMING_POSTS, upcomingPostSchema, type UpcomingPost } from '@altum/domain';
import { schemaConverter } from '../../../../lib/firebase/converters/schemaConverter';
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';

const upcomingPostConverter = schemaConverter(upcomingPostSchema);

export async function fetchUpcomingPosts(): Promise<UpcomingPost[]> {
  const { firestore: fs, db } = await loadFirestore();
  const snapshot = await fs.getDocs(
    fs.query(
      fs.collection(db, 'posts').withConverter(upcomingPostConverter),
      fs.where('status', '==', 'scheduled'),
      fs.orderBy('scheduledAt'),
      fs.limit(DASHBOARD_UPCOMING_POSTS),
    ),
  );
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}
