/**
 * This browser's side of lead alerts: what it supports, its device id, and its push
 * subscription through the service worker's PushManager.
 */
import { deviceLabel, isDeviceId, newDeviceId, type AlertEnvironment } from './alertState';

const DEVICE_ID_KEY = 'altum:lead-alerts-device';

/** The build's VAPID public key (vite.config.ts: the local stack's, or the build env's). */
export const WEB_PUSH_PUBLIC_KEY = import.meta.env.VITE_WEB_PUSH_PUBLIC_KEY ?? '';

export function readAlertEnvironment(): AlertEnvironment {
  const hasNotification = typeof Notification !== 'undefined';
  return {
    vapidKey: WEB_PUSH_PUBLIC_KEY,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone:
      window.matchMedia('(display-mode: standalone)').matches ||
      (navigator as { standalone?: boolean }).standalone === true,
    secureContext: window.isSecureContext,
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: 'PushManager' in window,
    hasNotification,
    permission: hasNotification ? Notification.permission : null,
  };
}

/** This device's id, made once and kept in this browser's storage. */
export function deviceId(): string {
  const kept = localStorage.getItem(DEVICE_ID_KEY);
  if (isDeviceId(kept)) return kept;
  const id = newDeviceId((bytes) => crypto.getRandomValues(bytes));
  localStorage.setItem(DEVICE_ID_KEY, id);
  return id;
}

export const thisDeviceLabel = () => deviceLabel(navigator.userAgent);

/** The endpoint and keys, as stored (firestore.rules checks their shape). */
export interface PushSubscriptionData {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The worker's registration once it runs, or null if there is none within the wait. */
async function readyRegistration(waitMs: number): Promise<ServiceWorkerRegistration | null> {
  if (!(await navigator.serviceWorker.getRegistration())) return null;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), waitMs)),
  ]);
}

/** The browser's current subscription's endpoint, or null. */
export async function browserEndpoint(): Promise<string | null> {
  const registration = await readyRegistration(3000);
  const subscription = await registration?.pushManager.getSubscription();
  return subscription?.endpoint ?? null;
}

export class AlertSetupError extends Error {}

const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.byteLength && new Uint8Array(a).every((x, i) => x === b[i]);

/**
 * Asks for permission (the only place that does: the panel's button) and subscribes this
 * browser with the build's VAPID key; resolves to what to store, or throws AlertSetupError
 * with what to tell the person.
 */
export async function subscribeThisBrowser(): Promise<PushSubscriptionData> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied')
    throw new AlertSetupError('Notifications are blocked, so alerts cannot be turned on.');
  if (permission !== 'granted')
    throw new AlertSetupError('Notifications were not allowed. Try again and choose Allow.');
  const registration = await readyRegistration(10_000);
  if (!registration)
    throw new AlertSetupError(
      'The app’s offline support is not running yet. Reload the page and try again.',
    );
  const key = fromBase64Url(WEB_PUSH_PUBLIC_KEY);
  const existing = await registration.pushManager.getSubscription();
  // A subscription made with another key (the key was changed) cannot carry our pushes.
  if (existing && !sameKey(existing.options.applicationServerKey, key))
    await existing.unsubscribe();
  const subscription =
    existing && sameKey(existing.options.applicationServerKey, key)
      ? existing
      : await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: key,
        });
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.['p256dh'] || !json.keys['auth'])
    throw new AlertSetupError('The browser gave an incomplete subscription. Try again.');
  return {
    endpoint: json.endpoint,
    keys: { p256dh: json.keys['p256dh'], auth: json.keys['auth'] },
  };
}

/** Ends this browser's subscription, if it has one. */
export async function unsubscribeThisBrowser(): Promise<void> {
  const registration = await readyRegistration(3000);
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
