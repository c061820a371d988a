/** What staff read when signing in, when the access check fails, and on the users page. */
export const ADMIN_ACCESS_MESSAGES = {
  roleQueryFailed: 'Failed to verify admin access. Please try signing in again.',
  notAuthorized:
    'You are not authorized for admin access. Please contact the system administrator.',
  unexpected: 'An unexpected error occurred. Please try again.',
  sessionFailed: 'Failed to check authentication status. Please try again.',
  timedOut: 'Authentication check timed out. Please try signing in again.',
} as const;

export const USERS_MESSAGES = {
  alreadyHasRole: 'User already has this role',
  addFailed: 'Failed to add role',
  cannotRemoveOwnAdmin: 'You cannot remove your own admin role',
  removeFailed: 'Failed to remove role',
  added: 'Role added successfully',
  removed: 'Role removed successfully',
  /** Shown with a failure when the server refuses a writer's change: roles are for admins. */
  adminsOnly: 'Only administrators can change roles.',
} as const;

/** The access check gives up after this long and asks the person to sign in again. */
export const AUTH_CHECK_TIMEOUT_MS = 10_000;
