import { useEffect } from 'react';

/**
 * The event the app fires when it shows a post, for the page loader's view counter
 * (app/pageLoader/loader.ts), which counts the post marked [data-post-view] on the page.
 * The prerender hands the name to the loader.
 */
export const POST_SHOWN_EVENT = 'altum:post-shown';

/** Tells the page loader a post is on screen (after a move inside the app, or hydration). */
export function useAnnouncePostShown(postId: string) {
  useEffect(() => {
    dispatchEvent(new Event(POST_SHOWN_EVENT));
  }, [postId]);
}
