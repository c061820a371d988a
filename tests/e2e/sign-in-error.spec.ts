/**
 * A Google sign-in that comes back from the redirect with an error shows the provider's
 * message in the login page's alert (the spec's error catalogue), not only in the console.
 *
 * Production signs in by redirect: back on /admin/login, the Auth SDK's getRedirectResult
 * reads the outcome from Google's auth iframe (loaded through apis.google.com's gapi). Here
 * the page is marked as returning from a redirect, as signInWithRedirect leaves it, and a
 * stand-in for gapi delivers the auth event Google's handler sends when the sign-in failed:
 * the app's own code then runs unchanged, from getRedirectResult to the alert.
 */
import { expect, test } from '@playwright/test';
import { openPage } from './support/app';

const API_KEY = 'demo-api-key';

/** What Google's auth iframe answers after a failed redirect sign-in. */
const GAPI_STAND_IN = `(() => {
  const errorEvent = {
    type: 'signInViaRedirect',
    eventId: null,
    sessionId: 'e2e-session',
    urlResponse: null,
    error: { code: 'auth/user-disabled', message: 'The user account has been disabled.' },
  };
  const iframe = {
    restyle: () => Promise.resolve(),
    ping: (callback) => { callback(); return Promise.resolve(); },
    register: (name, handler) => {
      if (name === 'authEvent') setTimeout(() => handler({ authEvent: errorEvent }), 50);
    },
    send: () => {},
  };
  window.gapi = {
    load: (_name, options) => options.callback(),
    iframes: {
      Iframe: function Iframe() {},
      CROSS_ORIGIN_IFRAMES_FILTER: {},
      getContext: () => ({ open: (_options, onOpen) => onOpen(iframe) }),
    },
  };
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  if (onload) window[onload]();
})();`;

test('a redirect sign-in that Google refused shows its message in the alert', async ({ page }) => {
  await page.route('https://apis.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: GAPI_STAND_IN }),
  );
  // Back from Google: signInWithRedirect left this mark (a JSON string, as the SDK stores
  // values) in the tab's session storage.
  await page.addInitScript((key) => {
    if (location.pathname === '/admin/login') sessionStorage.setItem(key, JSON.stringify('true'));
  }, `firebase:pendingRedirect:${API_KEY}:[DEFAULT]`);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openPage(page, '/admin/login');
  const alert = page.getByRole('alert');
  // The SDK's error for Google's code, as getRedirectResult rejects with it.
  await expect(alert).toHaveText('Firebase: Error (auth/user-disabled).', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  expect(errors.join('\n')).toContain('Completing the Google sign-in failed');
});
