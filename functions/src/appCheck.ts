/**
 * Whether the callables anyone may call with a lead's id (bookInspection, cancelInspection,
 * requestDetails) refuse a call without a valid App Check token: APP_CHECK_ENFORCED=true in
 * functions/.env.<project-id>, once the web app is registered with App Check (docs/deploy.md,
 * "App Check"). The console's Enforce buttons cover Firestore and Storage, not functions.
 *
 * Read from the environment, not declared as a param: a param with no value makes every
 * deploy ask for one (siteOrigin.ts). onCall reads enforceAppCheck once, as the function is
 * defined, and a deployed instance has the .env values by then.
 */
export function appCheckEnforced(value = process.env['APP_CHECK_ENFORCED']): boolean {
  const setting = (value ?? '').trim().toLowerCase();
  // Fail closed: a misspelt value refuses calls, which shows at once, rather than quietly
  // leaving the callables open.
  return setting !== '' && setting !== 'false';
}
