/**
 * The one way data modules reach Firestore. The SDK and the client are fetched on first call,
 * so no page carries Firebase code until a feature needs it.
 */
export async function loadFirestore() {
  const [firestore, { getDb }] = await Promise.all([
    import('firebase/firestore'),
    import('./client'),
  ]);
  return { firestore, db: getDb() };
}
