/**
 * The lead feature's one way to Firestore. The SDK is fetched here on first call, so the
 * public bundle carries no Firebase code until a lead needs it.
 */
export async function loadFirestore() {
  const [firestore, { getDb }] = await Promise.all([
    import('firebase/firestore'),
    import('../../lib/firebase/client'),
  ]);
  return { firestore, db: getDb() };
}
