/**
 * App Check: every Firestore, Storage and Functions request of the site carries a token that
 * says it comes from this site in a real browser, so the backends can refuse scripts that
 * reuse the public config. Started with the Firebase client (client.ts, loadFunctions.ts),
 * which only the lead form, the admin and a post's view count load, never a page's first load.
 *
 * Production: reCAPTCHA Enterprise with the build's site key (the build refuses to run without
 * it, web/vite.config.ts). Local stack: the debug provider with the stack's debug token
 * (scripts/start.ts prints it); the emulators do not check App Check tokens at all.
 */
import type { FirebaseApp } from 'firebase/app';
import {
  CustomProvider,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
  type AppCheck,
} from 'firebase/app-check';
import { isLocalStack } from './app';

const env = import.meta.env;

declare global {
  // The App Check SDK reads its debug token from this global (a string, or true: make one).
  var FIREBASE_APPCHECK_DEBUG_TOKEN: string | boolean | undefined;
}

/** The one App Check instance, per app. */
const started = new WeakMap<FirebaseApp, AppCheck>();

function provider() {
  if (isLocalStack) {
    // Debug mode: the SDK exchanges the debug token itself and never asks this provider for
    // a token. A custom provider rather than reCAPTCHA's, so the local site never loads
    // Google's reCAPTCHA script.
    globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN = env.VITE_APP_CHECK_DEBUG_TOKEN || true;
    return new CustomProvider({
      getToken: () => Promise.reject(new Error('The local stack uses the App Check debug token')),
    });
  }
  const siteKey = env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY;
  if (!siteKey) throw new Error('VITE_RECAPTCHA_ENTERPRISE_SITE_KEY is not set');
  return new ReCaptchaEnterpriseProvider(siteKey);
}

/** Starts App Check for the app once, before its first Firebase request. */
export function startAppCheck(app: FirebaseApp): AppCheck {
  let appCheck = started.get(app);
  if (!appCheck) {
    appCheck = initializeAppCheck(app, { provider: provider(), isTokenAutoRefreshEnabled: true });
    started.set(app, appCheck);
  }
  return appCheck;
}
