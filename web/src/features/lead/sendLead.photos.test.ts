import { describe, expect, it } from 'vitest';
import type { Lead, LeadPayload } from '@altum/domain';
import { recordingSteps } from './leadFormTesting';
import { sendLead } from './sendLead';

const LEAD: Lead = {
  name: 'Maria Lopez',
  phone: '(713) 555-0123',
  email: 'maria@example.com',
  address: '12 Oak St, Houston, TX',
  service: 'storm-damage',
  timeline: 'week',
  details: '',
};

const photos = [new Blob(['a'], { type: 'image/webp' }), new Blob(['b'], { type: 'image/jpeg' })];

/** Steps that record the order of what happens to the lead and its photos. */
function orderedSteps(save: 'saved' | 'queued' | 'refused' | 'queuedRefused' = 'saved') {
  const log: string[] = [];
  let deliver: () => void = () => undefined;
  let refuse: (error: Error) => void = () => undefined;
  const { steps, saved } = recordingSteps({
    keepPhotos: async (leadId, blobs) => {
      log.push(`keep ${leadId} ${blobs.length}`);
    },
    sendPhotos: async (leadId) => {
      log.push(`send ${leadId}`);
    },
    dropPhotos: async (leadId) => {
      log.push(`drop ${leadId}`);
    },
    save: async (payload, _online, keep) => {
      await keep?.('lead-7');
      log.push('write');
      saved.push(payload);
      if (save === 'refused') throw new Error('permission-denied');
      if (save === 'saved') return { kind: 'saved', leadId: 'lead-7' };
      const delivered = new Promise<void>((resolve, reject) => {
        deliver = resolve;
        refuse = reject;
      });
      return { kind: 'queued', leadId: 'lead-7', delivered };
    },
  });
  return { steps, saved, log, deliver: () => deliver(), refuse: (e: Error) => refuse(e) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a request with photos', () => {
  it('counts them on the lead, keeps them on the device before the lead is written, and sends them once it is saved', async () => {
    const { steps, saved, log } = orderedSteps('saved');
    expect(await sendLead(LEAD, steps, null, 5000, photos)).toEqual({ kind: 'sent' });
    expect((saved[0] as LeadPayload).photoCount).toBe(2);
    await settle();
    expect(log).toEqual(['keep lead-7 2', 'write', 'send lead-7']);
  });

  it('without photos the lead carries no count and nothing is kept', async () => {
    const { steps, saved, log } = orderedSteps('saved');
    await sendLead(LEAD, steps, null, 5000, []);
    expect(saved[0]).not.toHaveProperty('photoCount');
    expect(log).toEqual(['write']);
  });

  it('offline: says how many wait, and sends them only once the lead reaches the server', async () => {
    const { steps, log, deliver } = orderedSteps('queued');
    const outcome = await sendLead(LEAD, steps, null, 5000, photos);
    expect(outcome).toMatchObject({ kind: 'queued', photos: 2 });
    await settle();
    expect(log).toEqual(['keep lead-7 2', 'write']);
    deliver();
    await settle();
    expect(log).toEqual(['keep lead-7 2', 'write', 'send lead-7']);
  });

  it('a queued lead the server refuses takes its photos off the device', async () => {
    const { steps, log, refuse } = orderedSteps('queued');
    await sendLead(LEAD, steps, null, 5000, photos);
    refuse(new Error('permission-denied'));
    await settle();
    expect(log).toEqual(['keep lead-7 2', 'write', 'drop lead-7']);
  });

  it('a refused save drops the kept photos and says the save failed', async () => {
    const { steps, log } = orderedSteps('refused');
    expect(await sendLead(LEAD, steps, null, 5000, photos)).toMatchObject({ kind: 'saveFailed' });
    expect(log).toEqual(['keep lead-7 2', 'write', 'drop lead-7']);
  });

  it('a device that cannot keep the photos still sends the request, without them', async () => {
    const { steps, saved } = orderedSteps('saved');
    steps.keepPhotos = async () => {
      throw new Error('QuotaExceededError');
    };
    expect(await sendLead(LEAD, steps, null, 5000, photos)).toEqual({ kind: 'sent' });
    expect(saved).toHaveLength(1);
    expect(saved[0]).not.toHaveProperty('photoCount');
  });
});
