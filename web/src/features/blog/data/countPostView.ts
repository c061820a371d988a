import { loadFunctions } from '../../../lib/firebase/loadFunctions';

/**
 * Asks the server to count one view of a published post (functions/src/blog/countPostView),
 * which counts each visitor at most once per post per day.
 */
export async function countPostView(postId: string): Promise<void> {
  const { functions, client } = await loadFunctions();
  await functions.httpsCallable<{ postId: string }, { counted: boolean }>(
    client,
    'countPostView',
  )({ postId });
}
