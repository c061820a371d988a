/** The spec's wording for the image library (error catalogue and point 5), verbatim. */
export const IMAGE_MESSAGES = {
  notAuthenticated: 'Not authenticated',
  uploadFailed: 'Upload failed',
  uploaded: '✓ Image uploaded',
  loadFailed: "Couldn't load images.",
  urlCopied: '✓ URL copied!',
  missingTitle: 'Missing information',
  missingText: 'Please select a file and folder',
  tooLargeTitle: 'File too large',
  tooLargeText: 'Maximum file size is 5MB',
  /** The spec names the accepted types but gives no message; this one says them. */
  wrongTypeTitle: 'Unsupported file type',
  wrongTypeText: 'Accepted types: JPEG, PNG, WebP and GIF',
  /** Not in the spec: uploads need a connection (Storage has no offline queue). */
  offline: 'You are offline. Uploading needs a connection.',
  deleted: 'Image deleted',
  deleteFailed: 'Delete failed',
} as const;
