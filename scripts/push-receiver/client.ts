/** Small helpers for tests and scripts that talk to a running push receiver. */
import type { MintedSubscription, PushAttempt, ReceivedPush } from './server';

export const PUSH_RECEIVER_URL = process.env.PUSH_RECEIVER_URL ?? 'http://127.0.0.1:8026';

async function call(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}`);
  return response;
}

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** A new endpoint with its keys, as PushSubscription.toJSON() gives them. */
export async function mintSubscription(
  label: string,
  applicationServerKey?: string,
  base = PUSH_RECEIVER_URL,
): Promise<MintedSubscription> {
  return (await (
    await call(`${base}/subscriptions`, post({ label, applicationServerKey }))
  ).json()) as MintedSubscription;
}

/** The next `times` pushes to it (default: all) answer `status`; null restores it. */
export async function setPushFault(
  subscriptionId: string,
  status: number | null,
  times?: number,
  base = PUSH_RECEIVER_URL,
): Promise<void> {
  await call(`${base}/subscriptions/${subscriptionId}/fault`, post({ status, times }));
}

export async function receivedPushes(base = PUSH_RECEIVER_URL): Promise<ReceivedPush[]> {
  return (await (await call(`${base}/received`)).json()) as ReceivedPush[];
}

export async function pushAttempts(base = PUSH_RECEIVER_URL): Promise<PushAttempt[]> {
  return (await (await call(`${base}/attempts`)).json()) as PushAttempt[];
}

/** The accepted pushes whose payload names this lead. */
export function pushesOfLead(pushes: ReceivedPush[], leadId: string): ReceivedPush[] {
  return pushes.filter((p) => (p.payload as { leadId?: unknown } | undefined)?.leadId === leadId);
}
