/**
 * The one way data modules reach Firebase Auth, fetched on first call like loadFirestore, so
 * only the admin area ever downloads the Auth SDK.
 */
export async function loadAuth() {
  const [auth, { getAuthClient, isLocalStack }] = await Promise.all([
    import('firebase/auth'),
    import('./client'),
  ]);
  return { auth, client: getAuthClient(), isLocalStack };
}
