import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { LeadChange, LeadChangeHandler, LeadData } from '../leadChange';
import { handleLeadChange, LEAD_CHANGE_HANDLERS } from './followLeadChanges';

const createdAt = Timestamp.fromMillis(Date.UTC(2026, 10, 20, 15));
const lead: LeadData = {
  name: 'Maria Lopez',
  status: 'new',
  ownerId: null,
  quietSpam: false,
  service: 'roof-repair',
  createdAt,
  delivery: { status: 'sending' },
};

function change(before: LeadData | undefined, after: LeadData | undefined): LeadChange {
  return { id: 'event-1', time: new Date().toISOString(), leadId: 'lead-1', before, after };
}

/** The real handlers this change concerns, by name. */
const concerned = (c: LeadChange) =>
  LEAD_CHANGE_HANDLERS.filter((handler) => handler.applies(c)).map((handler) => handler.name);

describe('which handlers a change of a lead concerns', () => {
  it('a creation: its alert, its e-mails, its figures and its request page', () => {
    expect(concerned(change(undefined, lead))).toEqual([
      'sendLeadAlerts',
      'sendLeadEmails',
      'updateSpeedToLead',
      'syncRequestPage',
    ]);
  });

  it('a lead without the fields the inbox filters on: they are filled in', () => {
    const { status: _status, ownerId: _owner, quietSpam: _quiet, ...bare } = lead;
    expect(concerned(change(undefined, bare))).toContain('fillInboxFields');
    // An older lead, written again (a note): it gets them then.
    expect(concerned(change(bare, { ...bare, note: 'Called' }))).toEqual(['fillInboxFields']);
  });

  it("the functions' own delivery record or a note: none", () => {
    const after = { ...lead, delivery: { status: 'sent' }, note: 'Gate code 1234' };
    expect(concerned(change(lead, after))).toEqual([]);
  });

  it('a first contact: the figures and the request page', () => {
    const after = { ...lead, status: 'contacted', firstContactAt: createdAt };
    expect(concerned(change(lead, after))).toEqual(['updateSpeedToLead', 'syncRequestPage']);
  });

  it("'Not spam' on a held lead: its e-mails and its alert too", () => {
    const before = { ...lead, suspectedSpam: 'honeypot', quietSpam: true };
    expect(concerned(change(before, { ...lead, suspectedSpam: null }))).toEqual([
      'updateSpeedToLead',
      'sendReleasedLeadEmails',
      'sendClearedSpamAlerts',
    ]);
  });

  it('a follow-up set to a time already passed moves the follow-up cursor; a later one not', () => {
    const past = Timestamp.fromMillis(Date.now() - 60_000);
    const later = Timestamp.fromMillis(Date.now() + 3_600_000);
    expect(concerned(change(lead, { ...lead, followUpAt: past }))).toEqual([
      'rewindFollowUpCursor',
    ]);
    expect(concerned(change(lead, { ...lead, followUpAt: later }))).toEqual([]);
    const kept = { ...lead, followUpAt: past };
    expect(concerned(change(kept, { ...kept, note: 'Called' }))).toEqual([]);
  });

  it('a deletion: the figures, the request page, the photos and the mark on its id', () => {
    expect(concerned(change(lead, undefined))).toEqual([
      'updateSpeedToLead',
      'syncRequestPage',
      'deleteLeadPhotos',
      'deleteLeadQuotes',
      'recordDeletedLead',
    ]);
  });
});

describe('handleLeadChange', () => {
  const handler = (name: string, run: () => Promise<void>, applies = true): LeadChangeHandler => ({
    name,
    applies: () => applies,
    run,
  });

  it('runs only the handlers the change concerns', async () => {
    const ran: string[] = [];
    const record = (name: string) => async () => void ran.push(name);
    const names = await handleLeadChange(change(lead, lead), [
      handler('a', record('a')),
      handler('b', record('b'), false),
      handler('c', record('c')),
    ]);
    expect(names).toEqual(['a', 'c']);
    expect(ran.sort()).toEqual(['a', 'c']);
  });

  it("drops an event past a handler's age for that handler only", async () => {
    const ran: string[] = [];
    const record = (name: string) => async () => void ran.push(name);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();
    const names = await handleLeadChange({ ...change(lead, lead), time: twoHoursAgo }, [
      handler('hourly', record('hourly')),
      { ...handler('own', record('own')), maxAgeMs: Infinity },
      { ...handler('daily', record('daily')), maxAgeMs: 24 * 60 * 60 * 1000 },
    ]);
    expect(names).toEqual(['own', 'daily']);
    expect(ran.sort()).toEqual(['daily', 'own']);
  });

  it('runs the others to the end when one fails, then throws so the event is retried', async () => {
    const ran: string[] = [];
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    const outcome = handleLeadChange(change(lead, lead), [
      handler('broken', () => Promise.reject(new Error('Firestore unavailable'))),
      handler('slow', async () => {
        await slow;
        ran.push('slow');
      }),
    ]);
    release();
    await expect(outcome).rejects.toThrow('Lead change handlers failed: broken');
    expect(ran).toEqual(['slow']);
  });
});
