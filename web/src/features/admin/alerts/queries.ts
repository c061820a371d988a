/**
 * Lead alerts' queries and changes. Keys start with 'admin'. Turning alerts on or off talks to
 * the browser's push service and the server at once, so these need a connection (the panel
 * says so offline) and are not queued like the inbox's edits.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { QuietHours } from '@altum/domain';
import { alertSupport, deviceAlerts, panelState, type PanelState } from './alertState';
import {
  browserEndpoint,
  deviceId,
  readAlertEnvironment,
  subscribeThisBrowser,
  thisDeviceLabel,
  unsubscribeThisBrowser,
} from './browserPush';

export const alertsKeys = {
  all: ['admin', 'alerts'] as const,
  device: (uid: string) => [...alertsKeys.all, 'device', uid] as const,
  quietHours: (uid: string) => [...alertsKeys.all, 'quiet-hours', uid] as const,
  staff: () => [...alertsKeys.all, 'staff'] as const,
  takesLeads: (uid: string) => [...alertsKeys.all, 'takes-leads', uid] as const,
};

/** This device's state: what the browser supports, its subscription and the stored one. */
export const deviceAlertsQuery = (uid: string) =>
  queryOptions({
    queryKey: alertsKeys.device(uid),
    queryFn: async (): Promise<PanelState> => {
      const env = readAlertEnvironment();
      const support = alertSupport(env);
      if (support.kind === 'unsupported') return support;
      const [browser, stored] = await Promise.all([
        browserEndpoint(),
        (await import('./data/alerts')).fetchStoredEndpoint(uid, deviceId()),
      ]);
      return panelState(support, deviceAlerts(browser, stored, env.permission));
    },
    // The permission can change in the browser's settings meanwhile: look again on return.
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  });

export const turnAlertsOnMutation = () =>
  mutationOptions({
    mutationFn: async (uid: string) => {
      const subscription = await subscribeThisBrowser();
      await (
        await import('./data/alerts')
      ).saveSubscription(uid, deviceId(), subscription, thisDeviceLabel());
    },
  });

export const turnAlertsOffMutation = () =>
  mutationOptions({
    mutationFn: async (uid: string) => {
      // The stored copy first: once it is gone no alert is sent here, whatever the browser does.
      await (await import('./data/alerts')).deleteSubscription(uid, deviceId());
      await unsubscribeThisBrowser();
    },
  });

export const quietHoursQuery = (uid: string) =>
  queryOptions({
    queryKey: alertsKeys.quietHours(uid),
    queryFn: async () => (await import('./data/alerts')).fetchQuietHours(uid),
  });

export const saveQuietHoursMutation = () =>
  mutationOptions({
    mutationFn: async ({ uid, quietHours }: { uid: string; quietHours: QuietHours | null }) =>
      (await import('./data/alerts')).saveQuietHours(uid, quietHours),
  });

/** Admins: how many devices each person has alerts on, by uid. */
export const staffAlertsQuery = () =>
  queryOptions({
    queryKey: alertsKeys.staff(),
    queryFn: async () => (await import('./data/alerts')).fetchAlertDevices(),
  });

/** "I take leads" (automatic assignment's round-robin). */
export const takesLeadsQuery = (uid: string) =>
  queryOptions({
    queryKey: alertsKeys.takesLeads(uid),
    queryFn: async () => (await import('./data/alerts')).fetchTakesLeads(uid),
  });

export const saveTakesLeadsMutation = () =>
  mutationOptions({
    mutationFn: async ({ uid, takesLeads }: { uid: string; takesLeads: boolean }) =>
      (await import('./data/alerts')).saveTakesLeads(uid, takesLeads),
  });
