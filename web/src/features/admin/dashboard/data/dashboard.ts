/**
 * The dashboard's figures. Counts and the sums of views are aggregate queries: the server
 * counts, one read per 1,000 entries. Views are the counts frozen on the posts before they
 * moved beside them, plus every post's view shards (domain/src/blog/postStats.ts).
 */
import {
  DASHBOARD_RECENT_POSTS,
  HANDLED_LEAD_STATUSES,
  postViews,
  VIEW_SHARDS,
  recentPostSchema,
  type DashboardStats,
  type RecentPost,
} from '@altum/domain';
import { schemaConverter } from '../../../../lib/firebase/converters/schemaConverter';
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';

export async function fetchDashboardStats(): Promise<DashboardStats> {
  const { firestore: fs, db } = await loadFirestore();
  const posts = fs.collection(db, 'posts');
  const contacts = fs.collection(db, 'contacts');
  const handled = fs.where('status', 'in', [...HANDLED_LEAD_STATUSES]);
  const suspected = fs.where('suspectedSpam', '!=', null);
  const [
    all,
    shards,
    published,
    drafts,
    leads,
    handledLeads,
    suspectedLeads,
    handledSuspectedLeads,
  ] = await Promise.all([
    fs.getAggregateFromServer(posts, { count: fs.count(), views: fs.sum('viewCount') }),
    fs.getAggregateFromServer(fs.collectionGroup(db, VIEW_SHARDS), { views: fs.sum('views') }),
    fs.getCountFromServer(fs.query(posts, fs.where('status', '==', 'published'))),
    fs.getCountFromServer(fs.query(posts, fs.where('status', '==', 'draft'))),
    fs.getCountFromServer(contacts),
    // A lead is new until the office gives it a follow-up status (older leads have none)...
    fs.getCountFromServer(fs.query(contacts, handled)),
    // ...and is not waiting in the inbox's suspected-spam list, which is not work to do.
    // Counted by queries (a missing status never matches `not-in`), so the cost stays flat.
    fs.getCountFromServer(fs.query(contacts, suspected)),
    fs.getCountFromServer(fs.query(contacts, handled, suspected)),
  ]);
  const count = (snapshot: { data: () => { count: number } }) => snapshot.data().count;
  return {
    totalPosts: all.data().count,
    published: published.data().count,
    drafts: drafts.data().count,
    totalViews: postViews(all.data().views, shards.data().views),
    newLeads:
      count(leads) - count(handledLeads) - (count(suspectedLeads) - count(handledSuspectedLeads)),
  };
}

const recentPostConverter = schemaConverter(recentPostSchema);

export async function fetchRecentPosts(): Promise<RecentPost[]> {
  const { firestore: fs, db } = await loadFirestore();
  const snapshot = await fs.getDocs(
    fs.query(
      fs.collection(db, 'posts').withConverter(recentPostConverter),
      fs.orderBy('createdAt', 'desc'),
      fs.limit(DASHBOARD_RECENT_POSTS),
    ),
  );
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}
