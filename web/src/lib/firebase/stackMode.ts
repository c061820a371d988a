/**
 * Whether a build talks to the local emulators: yes when asked for (VITE_FIREBASE_MODE=local),
 * and also when no real project is configured, so a bare clone never reaches for production.
 * Pure, so the client (app.ts) and the build's CSP step (web/build/csp.ts) decide alike.
 */
export function isLocalStackEnv(env: {
  VITE_FIREBASE_MODE?: string | undefined;
  VITE_FIREBASE_PROJECT_ID?: string | undefined;
}): boolean {
  return (
    env.VITE_FIREBASE_MODE === 'local' ||
    (env.VITE_FIREBASE_MODE !== 'production' && !env.VITE_FIREBASE_PROJECT_ID)
  );
}
