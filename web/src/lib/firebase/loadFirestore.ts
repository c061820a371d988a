/**
 * The one way data modules reach Firestore. The SDK and the client are fetched on first call,
 * so no page carries Firebase code until a feature needs it.
 */
export async function loadFirestore() {
  const [firestore, { getDb }, { resetDone }, { withWriteTracking }] = await Promise.all([
    import('firebase/firestore'),
    import('./client'),
    import('./resetFirestore'),
    import('./pendingWrites'),
  ]);
  // A sign-out clearing the device's copy must finish before a fresh instance opens it again.
  await resetDone();
  return { firestore: withWriteTracking(firestore), db: getDb() };
}
