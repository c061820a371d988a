// @vitest-environment node
// Node's own structured clone, as a browser's IndexedDB stores the kept request.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UploadAnswer } from './deliver';
import { deliverWaitingRequests, type RequestSender } from './deliverRequests';
import { forgetLead, keepLeadPhotos, waitingLeads } from './queue';
import {
  forgetRequest,
  keepLeadRequest,
  leaseRequest,
  waitingRequests,
  type WaitingRequest,
} from './requests';
import { toRestFields } from './restLead';

/** A server whose create succeeds once per lead, as firestore.rules let a visitor's. */
function fakeServer() {
  const created = new Map<string, WaitingRequest['fields']>();
  const calls: string[] = [];
  let answers: (UploadAnswer | 'lost')[] = [];
  const sender: RequestSender = {
    leaseMs: 60_000,
    send: async (request) => {
      calls.push(request.leadId);
      const forced = answers.shift();
      if (forced === 'failed') return 'failed';
      if (created.has(request.leadId)) return 'refused';
      created.set(request.leadId, request.fields);
      // 'lost': created, but the answer never reached the device.
      return forced === 'lost' ? 'failed' : 'stored';
    },
  };
  return {
    sender,
    created,
    calls,
    answerNext: (...next: (UploadAnswer | 'lost')[]) => {
      answers = next;
    },
  };
}

const fields = toRestFields({ name: 'Maria Lopez', photoCount: 2, message: null });

let leadNo = 0;
let leadId = '';
beforeEach(() => {
  leadId = `request${++leadNo}`;
});
afterEach(async () => {
  for (const request of await waitingRequests()) await forgetRequest(request.leadId);
  for (const lead of await waitingLeads()) await forgetLead(lead.leadId);
});

describe('requests kept for the service worker', () => {
  it('go once, leave the queue, and let their photos go', async () => {
    const server = fakeServer();
    await keepLeadPhotos(leadId, [new Blob(['a'], { type: 'image/webp' })]);
    await keepLeadRequest(leadId, fields);
    expect(await deliverWaitingRequests(server.sender)).toEqual(new Map([[leadId, 'sent']]));
    expect(server.created.get(leadId)).toEqual(fields);
    expect(await waitingRequests()).toEqual([]);
    expect((await waitingLeads()).map((lead) => [lead.leadId, lead.onServer])).toEqual([
      [leadId, true],
    ]);
    // Nothing left to send twice.
    await deliverWaitingRequests(server.sender);
    expect(server.calls).toEqual([leadId]);
  });

  it('stay after a failed send, photos held back, and go on the next round', async () => {
    const server = fakeServer();
    await keepLeadPhotos(leadId, [new Blob(['a'], { type: 'image/webp' })]);
    await keepLeadRequest(leadId, fields);
    server.answerNext('failed');
    expect(await deliverWaitingRequests(server.sender)).toEqual(new Map([[leadId, 'waiting']]));
    expect((await waitingRequests()).map((r) => [r.leadId, r.leaseUntil, r.attempts])).toEqual([
      [leadId, 0, 1],
    ]);
    expect((await waitingLeads())[0]?.onServer).toBe(false);
    await deliverWaitingRequests(server.sender);
    expect(server.created.size).toBe(1);
    expect((await waitingLeads())[0]?.onServer).toBe(true);
  });

  it('a refusal after an attempt whose answer was lost is that attempt having got through', async () => {
    const server = fakeServer();
    await keepLeadRequest(leadId, fields);
    server.answerNext('lost');
    expect(await deliverWaitingRequests(server.sender)).toEqual(new Map([[leadId, 'waiting']]));
    expect(await deliverWaitingRequests(server.sender)).toEqual(new Map([[leadId, 'sent']]));
    expect(server.calls).toEqual([leadId, leadId]);
    expect(server.created.size).toBe(1);
  });

  it('a refusal on the first attempt (the page’s own copy got there first) ends it here', async () => {
    const server = fakeServer();
    server.created.set(leadId, fields);
    await keepLeadRequest(leadId, fields);
    expect(await deliverWaitingRequests(server.sender)).toEqual(new Map([[leadId, 'answered']]));
    expect(await waitingRequests()).toEqual([]);
  });

  it('one held by another sender is left to it', async () => {
    const server = fakeServer();
    await keepLeadRequest(leadId, fields);
    expect(await leaseRequest(leadId, 60_000)).not.toBeNull();
    expect(await leaseRequest(leadId, 60_000)).toBeNull();
    expect(await deliverWaitingRequests(server.sender)).toEqual(new Map([[leadId, 'held']]));
    expect(server.calls).toEqual([]);
  });
});
