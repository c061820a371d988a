/**
 * Whether this device can get lead alerts, and whether it has them: the panel's states, as
 * plain functions of what the browser reports (tested without a browser).
 */
import { DEVICE_ID_PATTERN } from '@altum/domain';

/** What the panel needs to know about the browser it runs in. */
export interface AlertEnvironment {
  /** The VAPID public key of this build; empty when the build has none. */
  vapidKey: string;
  userAgent: string;
  maxTouchPoints: number;
  /** Running as the installed (home-screen) app. */
  standalone: boolean;
  secureContext: boolean;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
  /** Notification.permission, when the browser has notifications. */
  permission: NotificationPermission | null;
}

export type AlertSupport =
  | { kind: 'available' }
  /** The person (or their browser's settings) said no: only the settings can undo it. */
  | { kind: 'blocked' }
  | { kind: 'unsupported'; reason: string };

export const UNSUPPORTED_REASONS = {
  noKey:
    'This copy of the site was built without a Web Push key (VITE_WEB_PUSH_PUBLIC_KEY), so no device can turn alerts on. Ask whoever deploys the site to set it.',
  iosBrowser:
    'On iPhone and iPad, alerts work only in the installed app. In Safari, tap Share, then “Add to Home Screen”, open Altum from the home screen and turn alerts on there (iOS 16.4 or later).',
  insecure: 'Alerts need the site opened over https.',
  noPush:
    'This browser cannot receive push alerts. Use a current version of Chrome, Edge, Firefox or Safari.',
} as const;

/** iPhone, iPod, or an iPad (which reports itself as a Mac with a touch screen). */
export function isAppleMobile(env: Pick<AlertEnvironment, 'userAgent' | 'maxTouchPoints'>) {
  return (
    /iPhone|iPad|iPod/.test(env.userAgent) ||
    (/Macintosh/.test(env.userAgent) && env.maxTouchPoints > 1)
  );
}

export function alertSupport(env: AlertEnvironment): AlertSupport {
  if (!env.vapidKey) return { kind: 'unsupported', reason: UNSUPPORTED_REASONS.noKey };
  // Safari on iOS offers Web Push only to home-screen apps: in a tab the APIs are missing, and
  // saying "unsupported browser" would send people to the wrong fix.
  if (isAppleMobile(env) && !env.standalone)
    return { kind: 'unsupported', reason: UNSUPPORTED_REASONS.iosBrowser };
  if (!env.secureContext) return { kind: 'unsupported', reason: UNSUPPORTED_REASONS.insecure };
  if (!env.hasServiceWorker || !env.hasPushManager || !env.hasNotification)
    return { kind: 'unsupported', reason: UNSUPPORTED_REASONS.noPush };
  if (env.permission === 'denied') return { kind: 'blocked' };
  return { kind: 'available' };
}

/**
 * This device's alerts, from the browser's subscription and the one stored for the device:
 * on only when both exist and name the same endpoint. One without the other (the browser
 * dropped it, or it was deleted after the push service refused it), or two that differ, is a
 * lost subscription, which shows as off: no alerts would arrive.
 */
export type DeviceAlerts = 'on' | 'off' | 'lost';

export function deviceAlerts(
  browserEndpoint: string | null,
  storedEndpoint: string | null,
  permission: NotificationPermission | null,
): DeviceAlerts {
  if (browserEndpoint === null && storedEndpoint === null) return 'off';
  if (browserEndpoint !== null && browserEndpoint === storedEndpoint && permission === 'granted')
    return 'on';
  return 'lost';
}

/** What the panel shows. */
export type PanelState =
  { kind: 'on' | 'off' | 'lost' | 'blocked' } | { kind: 'unsupported'; reason: string };

export function panelState(support: AlertSupport, device: DeviceAlerts): PanelState {
  if (support.kind !== 'available') return support;
  return { kind: device };
}

/** A name for this device in the stored subscription: "Chrome on Android". */
export function deviceLabel(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const system = /iPhone|iPad|iPod/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'this device';
  return `${browser} on ${system}`;
}

/** A new device id: 20 letters and digits, as the rules require (DEVICE_ID_PATTERN). */
export function newDeviceId(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  // 248 is the largest multiple of 62 under 256: bytes above it are dropped, so every letter
  // is equally likely.
  let id = '';
  while (id.length < 20) {
    for (const byte of random(new Uint8Array(32))) {
      if (byte < 248 && id.length < 20) id += alphabet[byte % alphabet.length];
    }
  }
  return id;
}

/** A stored device id is kept only if it still has the rules' shape. */
export const isDeviceId = (value: string | null): value is string =>
  value !== null && DEVICE_ID_PATTERN.test(value);
