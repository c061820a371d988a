// @vitest-environment node
// Node's own Blob and structured clone, as a browser's IndexedDB stores them.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEAD_PHOTO_MAX_BYTES, LEAD_PHOTO_UPLOAD_WINDOW_MS } from '@altum/domain';
import {
  deliverWaitingPhotos,
  finalRefusal,
  type PhotoUploader,
  type UploadAnswer,
} from './deliver';
import {
  forgetLead,
  keepLeadPhotos,
  leasePhoto,
  markLeadOnServer,
  waitingLeads,
  waitingPhotos,
  type WaitingPhoto,
} from './queue';
import { answerOf } from './restUpload';

const photo = (text: string) => new Blob([text], { type: 'image/webp' });

/**
 * A server that stores each object once and refuses a second create, and any create before its
 * lead is there, as storage.rules do.
 */
function fakeServer() {
  const stored = new Map<string, string>();
  const leadsThere = { all: true };
  let answers: UploadAnswer[] = [];
  const calls: string[] = [];
  const uploader: PhotoUploader = {
    leaseMs: 60_000,
    upload: async (leadId: string, waiting: WaitingPhoto) => {
      const path = `${leadId}/${waiting.n}`;
      calls.push(path);
      const forced = answers.shift();
      if (forced === 'failed') return 'failed';
      if (stored.has(path) || !leadsThere.all) return 'refused';
      stored.set(path, await waiting.blob.text());
      // 'lost': stored, but the answer never reached the device.
      return forced ?? 'stored';
    },
  };
  return {
    uploader,
    stored,
    calls,
    leadsThere,
    answerNext: (...next: UploadAnswer[]) => {
      answers = next;
    },
  };
}

let leadNo = 0;
let leadId = '';
beforeEach(() => {
  leadId = `lead${++leadNo}`;
});
// Leave no lead to the next test.
afterEach(async () => {
  for (const lead of await waitingLeads()) await forgetLead(lead.leadId);
});

describe('photos waiting on the device', () => {
  it('go only once their lead is on the server, then leave the device', async () => {
    const server = fakeServer();
    await keepLeadPhotos(leadId, [photo('a'), photo('b'), photo('c')]);
    await deliverWaitingPhotos(server.uploader);
    expect(server.calls).toEqual([]);
    expect(await waitingPhotos(leadId)).toHaveLength(3);

    const done: unknown[] = [];
    await markLeadOnServer(leadId);
    await deliverWaitingPhotos(server.uploader, { leadDone: (...args) => done.push(args) });
    expect([...server.stored]).toEqual([
      [`${leadId}/0`, 'a'],
      [`${leadId}/1`, 'b'],
      [`${leadId}/2`, 'c'],
    ]);
    expect(await waitingPhotos(leadId)).toEqual([]);
    expect(await waitingLeads()).toEqual([]);
    expect(done).toEqual([[leadId, { count: 3, refused: 0, late: 0 }]]);
  });

  it('stay after a failed upload, and the rest wait for the next round', async () => {
    const server = fakeServer();
    await keepLeadPhotos(leadId, [photo('a'), photo('b')]);
    await markLeadOnServer(leadId);
    server.answerNext('failed');
    await deliverWaitingPhotos(server.uploader);
    expect(server.calls).toEqual([`${leadId}/0`]);
    expect((await waitingPhotos(leadId)).map((p) => [p.n, p.leaseUntil, p.attempts])).toEqual([
      [0, 0, 1],
      [1, 0, 0],
    ]);
    await deliverWaitingPhotos(server.uploader);
    expect(server.stored.size).toBe(2);
    expect(await waitingLeads()).toEqual([]);
  });

  it('are never sent twice: a create refused after an attempt whose answer was lost is a send', async () => {
    const server = fakeServer();
    const outcomes: unknown[] = [];
    await keepLeadPhotos(leadId, [photo('a')]);
    await markLeadOnServer(leadId);
    // The upload reaches the server, but the connection drops before its answer.
    const honest = server.uploader.upload;
    server.uploader.upload = async (id, waiting) => {
      await honest(id, waiting);
      return 'failed';
    };
    await deliverWaitingPhotos(server.uploader, {
      photo: (_id, n, outcome) => outcomes.push([n, outcome]),
    });
    server.uploader.upload = honest;
    await deliverWaitingPhotos(server.uploader, {
      photo: (_id, n, outcome) => outcomes.push([n, outcome]),
    });
    expect(outcomes).toEqual([
      [0, 'waiting'],
      [0, 'sent'],
    ]);
    expect(server.calls).toEqual([`${leadId}/0`, `${leadId}/0`]);
    expect([...server.stored]).toEqual([[`${leadId}/0`, 'a']]);
    expect(await waitingLeads()).toEqual([]);
  });

  it('a refusal while the lead may not be on the server yet is not final: the photo waits', async () => {
    const server = fakeServer();
    const outcomes: unknown[] = [];
    const done: unknown[] = [];
    const events = {
      photo: (_id: string, n: number, outcome: string) => outcomes.push([n, outcome]),
      leadDone: (...args: unknown[]) => done.push(args),
    };
    await keepLeadPhotos(leadId, [photo('a'), photo('b')]);
    await markLeadOnServer(leadId);
    server.leadsThere.all = false;
    await deliverWaitingPhotos(server.uploader, events);
    expect(outcomes).toEqual([[0, 'waiting']]);
    // The refused attempt stored nothing, so it does not count as one that may have.
    expect((await waitingPhotos(leadId)).map((p) => [p.n, p.leaseUntil, p.attempts])).toEqual([
      [0, 0, 0],
      [1, 0, 0],
    ]);
    // Refused again: still waiting, never read as "the first attempt got through".
    await deliverWaitingPhotos(server.uploader, events);
    expect(server.stored.size).toBe(0);
    expect(await waitingPhotos(leadId)).toHaveLength(2);

    server.leadsThere.all = true;
    await deliverWaitingPhotos(server.uploader, events);
    expect([...server.stored.keys()]).toEqual([`${leadId}/0`, `${leadId}/1`]);
    expect(outcomes.slice(2)).toEqual([
      [0, 'sent'],
      [1, 'sent'],
    ]);
    expect(done).toEqual([[leadId, { count: 2, refused: 0, late: 0 }]]);
  });

  it('a refusal is final, and says why, for a photo the rules never take or a request past its day', async () => {
    const server = fakeServer();
    server.leadsThere.all = false;
    const done: unknown[] = [];
    const outcomes: unknown[] = [];
    const events = {
      photo: (_id: string, n: number, outcome: string) => outcomes.push([n, outcome]),
      leadDone: (...args: unknown[]) => done.push(args),
    };
    const now = Date.UTC(2030, 0, 2);
    const tooBig = new Blob([new Uint8Array(LEAD_PHOTO_MAX_BYTES + 1)], { type: 'image/jpeg' });
    const tiff = new Blob(['x'], { type: 'image/tiff' });
    await keepLeadPhotos(leadId, [tooBig, tiff], now);
    await markLeadOnServer(leadId);
    await deliverWaitingPhotos(server.uploader, events, undefined, () => now);
    expect(outcomes).toEqual([
      [0, 'refused'],
      [1, 'refused'],
    ]);
    expect(done).toEqual([[leadId, { count: 2, refused: 2, late: 0 }]]);

    // A day after the request, a photo its rules refuse will never be taken.
    const late = `${leadId}late`;
    await keepLeadPhotos(late, [photo('a')], now - LEAD_PHOTO_UPLOAD_WINDOW_MS);
    await markLeadOnServer(late);
    await deliverWaitingPhotos(server.uploader, events, late, () => now);
    expect(done.at(-1)).toEqual([late, { count: 1, refused: 1, late: 1 }]);
    expect(await waitingLeads()).toEqual([]);
    expect(
      finalRefusal({ createdAt: now }, photo('a'), now + LEAD_PHOTO_UPLOAD_WINDOW_MS - 1),
    ).toBeNull();
  });

  it('one held by another uploader (the page, the worker) is left to it', async () => {
    const server = fakeServer();
    await keepLeadPhotos(leadId, [photo('a'), photo('b')]);
    await markLeadOnServer(leadId);
    expect(await leasePhoto(leadId, 0, 60_000)).not.toBeNull();
    // The lease is taken in one transaction: a second taker gets nothing.
    expect(await leasePhoto(leadId, 0, 60_000)).toBeNull();
    await deliverWaitingPhotos(server.uploader);
    expect(server.calls).toEqual([`${leadId}/1`]);
    expect((await waitingPhotos(leadId)).map((p) => p.n)).toEqual([0]);
  });

  it('keeps the bytes and type exactly', async () => {
    await keepLeadPhotos(leadId, [new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' })]);
    const [kept] = await waitingPhotos(leadId);
    expect(kept?.blob.type).toBe('image/jpeg');
    expect([...new Uint8Array(await (kept as WaitingPhoto).blob.arrayBuffer())]).toEqual([1, 2, 3]);
  });
});

describe("Storage's answers", () => {
  it('stored on 2xx, refused only on 403 (the rules), else tried again', () => {
    expect([200, 201, 403, 401, 404, 412, 429, 500, 503, 0].map(answerOf)).toEqual([
      'stored',
      'stored',
      'refused',
      'failed',
      'failed',
      'failed',
      'failed',
      'failed',
      'failed',
      'failed',
    ]);
  });
});
