/** The posts screens' messages, in the spec's words where the spec has them. */
export const POSTS_MESSAGES = {
  loadFailed: 'Failed to load blog posts',
  deleted: 'Post deleted successfully',
  deleteFailed: 'Failed to delete post',
  deleteConfirm: 'Are you sure you want to delete this post?',
  loadPostFailed: 'Failed to load post',
  mustBeLoggedIn: 'You must be logged in',
  updateFailed: 'Failed to update post',
  createFailed: 'Failed to create post',
  updated: 'Post updated successfully',
  created: 'Post created successfully',
  readingTimeEstimated: (minutes: number) =>
    `Reading time estimated: ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
  readingTimeNoContent: 'No content found. Please add excerpt to estimate reading time.',
  readingTimeFailed: 'Could not calculate reading time. Please set manually.',
  /** Not in the spec: the reasons a save is refused that a writer can act on. */
  slugTaken: 'This slug is already used by another post. Please choose another.',
  titleRequired: 'Title is required',
  slugRequired: 'Slug is required',
  slugInvalid: 'Use lowercase letters, numbers and single hyphens',
  urlInvalid: 'Enter a full address starting with https://',
  publishTimeRequired: 'Publish time is required',
  publishTimeInvalid: 'Enter a date and time that exists in Chicago',
  publishTimeInPast: 'Publish time must be in the future',
  waitingToSync: 'Waiting to sync',
  draftMode: 'DRAFT MODE - This post is not visible to the public',
} as const;
