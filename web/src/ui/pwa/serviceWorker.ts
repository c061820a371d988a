/**
 * The service worker's life as the person sees it (registerSW from vite-plugin-pwa, on
 * workbox-window). The page loader (app/pageLoader/loader.ts) registers the worker before the
 * app starts; this attaches to that registration, once per page, whichever layout starts it.
 *
 *   - first install: 'Ready to work offline', once (the worker's first install happens once);
 *   - a new version deployed: it installs and waits. Staff get a toast with Reload; a public
 *     visitor gets the new version on their next navigation (a reload between pages, where it
 *     costs nothing);
 *   - nothing reloads a page that holds unsaved changes (lib/unsavedChanges): Reload says to
 *     save first, and a version another tab switched to waits for Reload here;
 *   - a public switch reloads only while the visitor is still between pages. The browser
 *     activates the new worker once the old one is idle, which is usually at once but can take
 *     up to its idle timeout (30 s) if a request woke it: a switch that late waits for the next
 *     page rather than reloading the one being read.
 */
import { registerSW } from 'virtual:pwa-register';
import { hasUnsavedChanges } from '../../lib/unsavedChanges';
import { showActionToast, showToast } from '../toast/toast';

export type AppArea = 'public' | 'admin';

export const UPDATE_MESSAGES = {
  offlineReady: 'Ready to work offline',
  updateAvailable: 'A new version is available',
  reload: 'Reload',
  saveFirst: 'Save your changes first, then reload to get the new version.',
} as const;

const UPDATE_TOAST_ID = 'app-update';
/** An app left open for a working day still hears of a deploy within the hour. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** How long after a public page change a reload still lands between pages. */
export const PUBLIC_SWITCH_GRACE_MS = 3000;

let area: AppArea = 'public';
let started = false;
/** A new version is installed and waiting (or already controls the page from another tab). */
let updateReady = false;
/** The new version already controls this page: only a reload remains. */
let newVersionControls = false;
let applying = false;
/** A public page changed a moment ago: a switch now reloads it unnoticed. */
let betweenPages = false;
let betweenPagesTimer: number | undefined;

let offlineReadyAnnounced = false;

/** Said once: by the worker's install as the app sees it, or by the loader's mark. */
function announceOfflineReady() {
  if (offlineReadyAnnounced) return;
  offlineReadyAnnounced = true;
  showToast('success', UPDATE_MESSAGES.offlineReady);
}

/**
 * The page loader registers the worker before the app starts, so workbox-window often attaches
 * after the first install began and never hears of its end: the loader marks <html
 * data-offline-ready> when it does, before or after the app started.
 */
function watchLoaderOfflineReady() {
  const root = document.documentElement;
  const take = () => {
    if (root.dataset.offlineReady === undefined) return false;
    delete root.dataset.offlineReady;
    announceOfflineReady();
    return true;
  };
  if (take()) return;
  const observer = new MutationObserver(() => {
    if (take()) observer.disconnect();
  });
  observer.observe(root, { attributeFilter: ['data-offline-ready'] });
}

function reload() {
  window.location.reload();
}

/** The new worker took control: reload if the person asked for it or is between pages. */
function onNewVersionControls() {
  newVersionControls = true;
  if (applying && (area === 'admin' || betweenPages)) reload();
}

/** Switches to the new version now: a reload once the new worker controls the page. */
function applyUpdate() {
  applying = true;
  if (newVersionControls) {
    reload();
    return;
  }
  // Reload once the new worker controls the page. Listened for here, not only through
  // onNeedReload: workbox-window reports that only for a page a worker controlled from
  // the start, not for a visitor's very first page.
  navigator.serviceWorker.addEventListener('controllerchange', onNewVersionControls, {
    once: true,
  });
  void skipWaiting();
}

/**
 * Tells the waiting worker to take over (its SKIP_WAITING handler, web/build/pwa.ts). Sent to the
 * registration's own waiting worker, not through workbox-window: that knows of the
 * registration only once its register() settled, and a message sent before then was lost,
 * leaving the page on the old version for good.
 */
async function skipWaiting() {
  const registration = await navigator.serviceWorker.getRegistration();
  registration?.waiting?.postMessage({ type: 'SKIP_WAITING' });
}

function offerUpdate() {
  showActionToast(UPDATE_TOAST_ID, UPDATE_MESSAGES.updateAvailable, {
    label: UPDATE_MESSAGES.reload,
    onClick: (event) => {
      if (hasUnsavedChanges()) {
        // Keep the offer on screen; the writer saves, then reloads.
        event.preventDefault();
        showToast('warning', UPDATE_MESSAGES.saveFirst);
        return;
      }
      applyUpdate();
    },
  });
}

function onUpdateReady() {
  updateReady = true;
  if (area === 'admin') offerUpdate();
}

export function startServiceWorker(current: AppArea): void {
  area = current;
  if (started) {
    if (updateReady && area === 'admin') offerUpdate();
    return;
  }
  started = true;
  if (!('serviceWorker' in navigator)) return;
  watchLoaderOfflineReady();
  registerSW({
    immediate: true,
    onOfflineReady: announceOfflineReady,
    onNeedRefresh: onUpdateReady,
    // The new version took control (this tab's Reload, or another tab's).
    onNeedReload: () => {
      if (applying) {
        onNewVersionControls();
        return;
      }
      newVersionControls = true;
      if (area === 'admin' && !hasUnsavedChanges()) reload();
      else onUpdateReady();
    },
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      const check = () => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      };
      window.setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
  });
}

/**
 * A public page changed: the moment a waiting version can take over unnoticed. Called from the
 * public layout's first render on (usePublicNavigationUpdates), so it works before or without
 * startServiceWorker.
 */
export function onPublicNavigation(): void {
  if (area !== 'public' || hasUnsavedChanges()) return;
  betweenPages = true;
  window.clearTimeout(betweenPagesTimer);
  betweenPagesTimer = window.setTimeout(() => {
    betweenPages = false;
  }, PUBLIC_SWITCH_GRACE_MS);
  // Asked on an earlier page, and the browser switched after it had been left: reload now.
  if (newVersionControls) {
    reload();
    return;
  }
  if (applying) return;
  if (updateReady) {
    applyUpdate();
    return;
  }
  // A new worker can be waiting a moment before workbox-window reports it: the registration
  // itself is the truth.
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.getRegistration().then((registration) => {
    if (registration?.waiting && registration.active && !applying) {
      updateReady = true;
      applyUpdate();
    }
  });
}
