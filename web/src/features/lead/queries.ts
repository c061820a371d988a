/**
 * The lead feature's way to its data. Nothing here imports Firebase: each step loads its
 * `data/` module on first use, so the form costs a page nothing until a homeowner uses it.
 * (A lead is written, never read back, so there are no cached queries here: the blog's
 * queries.ts holds query-option factories in the same place.)
 */
import type { LeadSteps } from './sendLead';
import { currentLeadSource } from './visitSource';

/** The real steps of a submit: Firestore, through the data modules. */
export const leadSteps: LeadSteps = {
  save: async (payload, online, keep) =>
    (await import('./data/saveLead')).saveLead(payload, online, keep),
  keepPhotos: async (leadId, photos) =>
    (await import('./photos/photoDelivery')).keepPhotos(leadId, photos),
  sendPhotos: async (leadId) => (await import('./photos/photoDelivery')).sendPhotos(leadId),
  dropPhotos: async (leadId) => (await import('./photos/photoDelivery')).dropPhotos(leadId),
  watchReceipt: async (leadId) =>
    (await import('./data/watchLeadReceipt')).watchLeadReceipt(leadId),
  isOnline: () => navigator.onLine,
  source: currentLeadSource,
};

/**
 * Fetches and starts Firestore ahead of a submit (the form calls it on first focus), so a
 * homeowner who loses the connection before pressing the button can still queue the lead.
 */
export async function preloadLeadData(): Promise<void> {
  await Promise.all([
    import('./data/saveLead').then((module) => module.preloadLeadFirestore()),
    import('./data/watchLeadReceipt'),
  ]);
}

/**
 * The photo steps, once the photo control is there (its chunk already holds their code): the
 * bundler reaches them through a small chunk of their own, which a submit made offline could
 * not fetch, and the request would then go without its photos.
 */
export async function preloadPhotoSteps(): Promise<void> {
  await import('./photos/photoDelivery');
}
