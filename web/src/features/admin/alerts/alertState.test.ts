import { describe, expect, it } from 'vitest';
import {
  alertSupport,
  deviceAlerts,
  deviceLabel,
  isDeviceId,
  newDeviceId,
  panelState,
  UNSUPPORTED_REASONS,
  type AlertEnvironment,
} from './alertState';

const CHROME_DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

const chrome: AlertEnvironment = {
  vapidKey: 'BHGmB73zxEZrT00s964DP67yLHgRWMI_',
  userAgent: CHROME_DESKTOP,
  maxTouchPoints: 0,
  standalone: false,
  secureContext: true,
  hasServiceWorker: true,
  hasPushManager: true,
  hasNotification: true,
  permission: 'default',
};

/** Safari on an iPhone, in a tab: no Push API there. */
const iphoneTab: AlertEnvironment = {
  ...chrome,
  userAgent: IPHONE_SAFARI,
  maxTouchPoints: 5,
  hasPushManager: false,
  hasNotification: false,
  permission: null,
};

describe('alertSupport', () => {
  it('is available in a browser with Web Push, before and after permission', () => {
    expect(alertSupport(chrome)).toEqual({ kind: 'available' });
    expect(alertSupport({ ...chrome, permission: 'granted' })).toEqual({ kind: 'available' });
  });

  it('is blocked once notifications are denied', () => {
    expect(alertSupport({ ...chrome, permission: 'denied' })).toEqual({ kind: 'blocked' });
  });

  it('sends iPhone and iPad users to the home screen app, not to another browser', () => {
    expect(alertSupport(iphoneTab)).toEqual({
      kind: 'unsupported',
      reason: UNSUPPORTED_REASONS.iosBrowser,
    });
    // iPadOS reports a Mac; its touch screen gives it away.
    expect(alertSupport({ ...iphoneTab, userAgent: IPAD_AS_MAC })).toEqual({
      kind: 'unsupported',
      reason: UNSUPPORTED_REASONS.iosBrowser,
    });
    // A real Mac (no touch) with Safari's Web Push is available.
    expect(alertSupport({ ...chrome, userAgent: IPAD_AS_MAC, maxTouchPoints: 0 })).toEqual({
      kind: 'available',
    });
  });

  it('is available in the installed app on iOS 16.4+, which has the Push API', () => {
    expect(
      alertSupport({
        ...iphoneTab,
        standalone: true,
        hasPushManager: true,
        hasNotification: true,
        permission: 'default',
      }),
    ).toEqual({ kind: 'available' });
  });

  it('says why when the browser, the page or the build cannot do it', () => {
    expect(alertSupport({ ...chrome, hasPushManager: false })).toEqual({
      kind: 'unsupported',
      reason: UNSUPPORTED_REASONS.noPush,
    });
    expect(alertSupport({ ...chrome, hasServiceWorker: false })).toMatchObject({
      reason: UNSUPPORTED_REASONS.noPush,
    });
    expect(alertSupport({ ...chrome, secureContext: false })).toMatchObject({
      reason: UNSUPPORTED_REASONS.insecure,
    });
    expect(alertSupport({ ...chrome, vapidKey: '' })).toMatchObject({
      reason: UNSUPPORTED_REASONS.noKey,
    });
  });
});

describe('deviceAlerts', () => {
  const endpoint = 'https://push.example/abc';

  it('is on only when the browser and the server hold the same subscription', () => {
    expect(deviceAlerts(endpoint, endpoint, 'granted')).toBe('on');
  });

  it('is off when neither has one', () => {
    expect(deviceAlerts(null, null, 'default')).toBe('off');
    expect(deviceAlerts(null, null, 'granted')).toBe('off');
  });

  it('is lost when one side has it and the other not, or they differ', () => {
    // Deleted on the server (the push service answered 410), the browser still subscribed.
    expect(deviceAlerts(endpoint, null, 'granted')).toBe('lost');
    // The browser dropped it (site data cleared), the server still has it.
    expect(deviceAlerts(null, endpoint, 'granted')).toBe('lost');
    expect(deviceAlerts(endpoint, 'https://push.example/old', 'granted')).toBe('lost');
    // The permission was reset: nothing would be shown.
    expect(deviceAlerts(endpoint, endpoint, 'default')).toBe('lost');
  });
});

describe('panelState', () => {
  it('shows the device state only when alerts are available', () => {
    expect(panelState({ kind: 'available' }, 'lost')).toEqual({ kind: 'lost' });
    expect(panelState({ kind: 'blocked' }, 'on')).toEqual({ kind: 'blocked' });
    expect(panelState({ kind: 'unsupported', reason: 'x' }, 'on')).toEqual({
      kind: 'unsupported',
      reason: 'x',
    });
  });
});

describe('device ids and labels', () => {
  it('makes ids the rules accept', () => {
    const id = newDeviceId((bytes) => crypto.getRandomValues(bytes));
    expect(isDeviceId(id)).toBe(true);
    // Bytes at 248 and above are dropped (no bias), and the id is still 20 long.
    let calls = 0;
    const id2 = newDeviceId((bytes) => bytes.fill(calls++ === 0 ? 255 : 0));
    expect(id2).toBe('A'.repeat(20));
    expect(isDeviceId('short')).toBe(false);
    expect(isDeviceId(null)).toBe(false);
  });

  it('names the browser and system', () => {
    expect(deviceLabel(CHROME_DESKTOP)).toBe('Chrome on Linux');
    expect(deviceLabel(IPHONE_SAFARI)).toBe('Safari on iOS');
  });
});
