/**
 * Waits until the stack is not flooded with leads. While more than FLOOD_LEAD_THRESHOLD leads
 * arrived in the last FLOOD_WINDOW_MS, new leads are alerted in a digest, not one by one, so a
 * check of the one-by-one alert must first let an earlier flood (another test file's or
 * probe's leads) pass out of the window. Counted as the functions count it.
 */
import { FLOOD_LEAD_THRESHOLD } from '@altum/domain';
import type { Firestore } from 'firebase-admin/firestore';
import {
  floodFlagRef,
  floodWindowLeads,
  leadsInFloodWindow,
} from '../../functions/src/leads/leadFlood';

/**
 * Resolves once fewer than FLOOD_LEAD_THRESHOLD - `room` leads are in the window, leaving room
 * for the caller's own leads.
 */
export async function waitForAlertCalm(
  db: Firestore,
  { room = 10, onWait }: { room?: number; onWait?: (leadsInWindow: number) => void } = {},
): Promise<void> {
  for (;;) {
    const count = await leadsInFloodWindow(db, Date.now());
    if (count < FLOOD_LEAD_THRESHOLD - room) return;
    onWait?.(count);
    await new Promise((resolve) => setTimeout(resolve, 20_000));
  }
}

/**
 * Deletes the leads in the flood window, for a test file of the functions suite that needs
 * one-by-one alerts: the files run one at a time, so the leads there are finished files'
 * (dozens, from the e-mail tests) and would keep the stack flooded for up to 10 minutes.
 * Returns how many went.
 */
export async function deleteLeadsInFloodWindow(db: Firestore): Promise<number> {
  const leads = await floodWindowLeads(db, Date.now()).select().get();
  const writer = db.bulkWriter();
  for (const lead of leads.docs) void writer.delete(lead.ref);
  // And the flag they raised: a new lead would otherwise trust it for up to 30 s uncounted.
  void writer.delete(floodFlagRef(db));
  await writer.close();
  return leads.size;
}
