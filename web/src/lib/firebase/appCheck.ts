/**
 * App Check: every Firestore, Storage and Functions request the SDKs make carries a token
 * that says it comes from this site in a real browser, so the backends can refuse scripts that
 * reuse the public config (the view counter, called without the SDK, asks for none:
 * functions/src/blog/countPostView.ts says why). Started with the Firebase client (client.ts, loadFunctions.ts),
 * which only the lead form and the admin load, never a page's first load.
 *
 * Production: reCAPTCHA Enterprise with the build's site key (the build refuses to run without
 * it, web/vite.config.ts). Local stack: the stack's own token (scripts/start.ts prints it),
 * handed out as is. The emulators check no App Check token, and the SDK's debug provider would
 * first exchange the token with Google's servers: offline that exchange waits on DNS and held
 * every first Firestore request back by about 10 s (long enough to call a lead 'queued').
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

/** The one App Check instance, per app. */
const started = new WeakMap<FirebaseApp, AppCheck>();

function provider() {
  if (isLocalStack) {
    // No network and no reCAPTCHA script: the token goes out as is, and every request still
    // carries an X-Firebase-AppCheck header, as in production.
    const token = env.VITE_APP_CHECK_DEBUG_TOKEN || 'local-stack';
    return new CustomProvider({
      getToken: () => Promise.resolve({ token, expireTimeMillis: Date.now() + 60 * 60 * 1000 }),
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
