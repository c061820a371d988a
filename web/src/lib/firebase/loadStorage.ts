/**
 * The one way data modules reach Firebase Storage, fetched on first call like loadFirestore,
 * so only the screens that upload or delete files download the Storage SDK.
 */
export async function loadStorage() {
  const [storage, { getStorageClient }] = await Promise.all([
    import('firebase/storage'),
    import('./client'),
  ]);
  return { storage, bucket: getStorageClient() };
}
