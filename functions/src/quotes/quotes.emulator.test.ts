/**
 * Quotes on the local stack: a version staff send is published by the stack's
 * followQuoteVersions trigger (projection, one e-mail through the real SendGrid client to the
 * mail capture server); the homeowner's calls (run here against the emulators, as the
 * callables run them) view, accept once, refuse an expired, a stale or a wrong acceptance, and
 * stay within their bounds; an acceptance's PDF is made by the stack's sendQuoteEmails, kept
 * in Storage and sent to the homeowner and the office; a lead's deletion takes it all.
 */
import {
  chosenTotalCents,
  formatUsd,
  QUOTE_ESIGN_CONSENT,
  quoteContentHash,
  quoteTotals,
  zonedDay,
  type QuoteVersion,
} from '@altum/domain';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedMails } from '../../../scripts/mail-capture/client';
import type { CapturedMail } from '../../../scripts/mail-capture/server';
import {
  mintSubscription,
  pushesOfLead,
  receivedPushes,
  PUSH_RECEIVER_URL,
} from '../../../scripts/push-receiver/client';
import { newLead, waitFor } from '../inspections/bookingFixtures';
import type { AlertDeps } from '../alerts/alertRecords';
import { webPusher } from '../alerts/pusher';
import { acceptQuoteFor } from './acceptQuote';
import { QUOTE_ACCEPT_CALLS_PER_DAY, QUOTE_CHANGE_REQUESTS_PER_DAY } from './quoteBounds';
import { QUOTE_CALL_MESSAGES } from './quoteCaller';
import { publishSentQuote } from './publishQuote';
import { requestQuoteChangesFor } from './requestQuoteChanges';
import { viewQuoteFor } from './viewQuote';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9199';
process.env.STORAGE_EMULATOR_HOST ??= 'http://127.0.0.1:9199';

const BUCKET = 'demo-altum.appspot.com';
const DAY_MS = 24 * 3_600_000;
let app: App;
let db: Firestore;

beforeAll(() => {
  app = initializeApp({ projectId: 'demo-altum', storageBucket: BUCKET }, 'quotes-test');
  db = getFirestore(app);
});
afterAll(() => deleteApp(app));

/** Houston's calendar day `days` from now: dates relative to the clock, never literal. */
const houstonDay = (days: number) => zonedDay(new Date(Date.now() + days * DAY_MS));

const quote = (version: number, change: Partial<QuoteVersion> = {}): QuoteVersion => ({
  version,
  items: [
    {
      description: 'Tear-off and disposal',
      quantity: 24.5,
      unit: 'square',
      unitPriceCents: 8_500,
    },
  ],
  options: [
    {
      tier: 'good',
      label: '3-tab shingles',
      items: [
        {
          description: '3-tab',
          quantity: 24.5,
          unit: 'square',
          unitPriceCents: 30_000,
        },
      ],
    },
    {
      tier: 'better',
      label: 'Architectural shingles',
      items: [
        {
          description: 'Architectural',
          quantity: 24.5,
          unit: 'square',
          unitPriceCents: 38_500,
        },
      ],
    },
  ],
  notes: 'Permits included.',
  validUntil: houstonDay(20),
  insuranceClaim: true,
  status: 'draft',
  ...change,
});

const STAFF = 'quote-test-staff';

/** Staff write a draft, then send it (as the editor does, the rules aside). */
async function send(leadId: string, version: QuoteVersion): Promise<void> {
  const ref = db.doc(`contacts/${leadId}/quotes/v${version.version}`);
  const now = Timestamp.now();
  await ref.set({
    ...version,
    status: 'draft',
    createdAt: now,
    createdBy: STAFF,
    updatedAt: now,
    updatedBy: STAFF,
  });
  await ref.update({ status: 'sent', sentAt: Timestamp.now(), sentBy: STAFF });
}

const projection = (leadId: string) =>
  waitFor(
    async () => (await db.doc(`requests/${leadId}/quote/latest`).get()).data(),
    60_000,
    `the quote projection of ${leadId}`,
  );

const projected = (leadId: string, quoteId: string) =>
  waitFor(
    async () => {
      const data = (await db.doc(`requests/${leadId}/quote/latest`).get()).data();
      return data?.['quoteId'] === quoteId ? data : undefined;
    },
    60_000,
    `${quoteId} in the projection of ${leadId}`,
  );

interface MailBody {
  categories?: string[];
  custom_args?: { leadId?: string };
  subject?: string;
  personalizations?: { to: { email: string }[] }[];
  attachments?: { content: string; type: string; filename: string }[];
  content?: { value: string }[];
}
const body = (mail: CapturedMail) => mail.body as MailBody;

async function mailsOf(leadId: string, category: string) {
  const all = (await capturedMails()).filter(
    (m) => body(m).custom_args?.leadId === leadId && body(m).categories?.includes(category),
  );
  const office = all.filter((m) => body(m).categories?.includes('quote-office-copy'));
  return { homeowner: all.filter((m) => !office.includes(m)), office };
}

const visitor = () => ({
  ip: `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1::7`,
  salt: 'quote-test-salt',
  userAgent: 'QuoteTest/1.0 (emulator)',
});

const accept = (leadId: string, quoteId: string, change: Record<string, unknown> = {}) =>
  acceptQuoteFor(
    { db },
    undefined,
    {
      leadId,
      quoteId,
      optionTier: 'better',
      typedName: 'Nguyễn Văn An',
      consentVersion: QUOTE_ESIGN_CONSENT.version,
      ...change,
    },
    visitor(),
  );

async function textOf(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('sending a version', { timeout: 120_000 }, () => {
  it('writes the projection and e-mails the homeowner once, a link and no price', async () => {
    const leadId = await newLead(db);
    const v1 = quote(1);
    await send(leadId, v1);
    const shown = await projection(leadId);
    expect(shown).toMatchObject({
      quoteId: 'v1',
      version: 1,
      status: 'sent',
      items: v1.items,
      options: v1.options,
      validUntil: v1.validUntil,
      insuranceClaim: true,
      contentSha256: await quoteContentHash(v1),
    });
    expect(JSON.stringify(shown)).not.toMatch(
      /Maria|Oak St|example\.com|createdBy|quote-test-staff/,
    );
    const { homeowner } = await waitFor(
      async () => {
        const mails = await mailsOf(leadId, 'quote-sent');
        return mails.homeowner.length > 0 ? mails : undefined;
      },
      90_000,
      'the quote e-mail',
    );
    // Published again (a retried event): nothing more is written or sent.
    expect(await publishSentQuote(db, leadId, 'v1', Date.now())).toBe('unchanged');
    const mail = body(homeowner[0] as CapturedMail);
    expect(mail.content?.[0]?.value).toContain(`/request/${leadId}`);
    expect(mail.content?.[0]?.value).toMatch(/^Hi Maria,/);
    expect(JSON.stringify(mail)).not.toMatch(/\$|Oak St|Lopez/);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const again = await mailsOf(leadId, 'quote-sent');
    expect(again.homeowner).toHaveLength(1);
    expect(again.office).toHaveLength(0);
  });

  it('refuses an invalid version: sendError, no projection, no e-mail', async () => {
    const leadId = await newLead(db);
    const bad = quote(1, {
      items: [{ description: ' ', quantity: 2, unit: 'each', unitPriceCents: 100 }],
    });
    await send(leadId, bad);
    const error = await waitFor(
      async () =>
        (await db.doc(`contacts/${leadId}/quotes/v1`).get()).get('sendError') as string | undefined,
      60_000,
      'the send error',
    );
    expect(error).toContain('items.0.description: Description is required');
    expect((await db.doc(`requests/${leadId}/quote/latest`).get()).exists).toBe(false);
    expect((await db.doc(`quoteMail/${leadId}_v1_sent`).get()).exists).toBe(false);
  });
});

describe('the homeowner', { timeout: 180_000 }, () => {
  it('views once: viewedAt and status viewed, a second view changes nothing', async () => {
    const leadId = await newLead(db);
    await send(leadId, quote(1));
    await projection(leadId);
    expect(await viewQuoteFor({ db }, undefined, { leadId, quoteId: 'v1' })).toEqual({ ok: true });
    const first = (await db.doc(`contacts/${leadId}/quotes/v1`).get()).data();
    expect(first?.['status']).toBe('viewed');
    expect(first?.['viewedAt']).toBeInstanceOf(Timestamp);
    expect((await projection(leadId))['status']).toBe('viewed');
    await viewQuoteFor({ db, now: () => Date.now() + 60_000 }, undefined, {
      leadId,
      quoteId: 'v1',
    });
    const second = (await db.doc(`contacts/${leadId}/quotes/v1`).get()).data();
    expect((second?.['viewedAt'] as Timestamp).isEqual(first?.['viewedAt'] as Timestamp)).toBe(
      true,
    );
  });

  it(
    'accepts once: the record, the PDF in Storage and two e-mails with it; a second accept is refused',
    { timeout: 180_000 },
    async () => {
      const leadId = await newLead(db);
      const v1 = quote(1);
      await send(leadId, v1);
      await projection(leadId);
      const answer = await accept(leadId, 'v1');
      expect(answer.ok).toBe(true);
      const stored = (await db.doc(`contacts/${leadId}/quotes/v1`).get()).data() ?? {};
      const hash = await quoteContentHash(v1);
      expect(stored['status']).toBe('accepted');
      expect(stored['acceptance']).toMatchObject({
        optionTier: 'better',
        typedName: 'Nguyễn Văn An',
        consentVersion: QUOTE_ESIGN_CONSENT.version,
        contentSha256: hash,
        userAgent: 'QuoteTest/1.0 (emulator)',
      });
      const acceptance = stored['acceptance'] as Record<string, unknown>;
      expect(acceptance['networkHash']).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(acceptance)).not.toContain('2001:db8');
      expect((acceptance['acceptedAt'] as Timestamp).toDate().toISOString()).toBe(
        answer.acceptedAt,
      );
      const shown = await projection(leadId);
      expect(shown['status']).toBe('accepted');
      expect(shown['acceptance']).toMatchObject({
        optionTier: 'better',
        typedName: 'Nguyễn Văn An',
      });
      expect(shown['acceptance']).not.toHaveProperty('networkHash');

      await expect(accept(leadId, 'v1')).rejects.toMatchObject({
        code: 'already-exists',
        message: QUOTE_CALL_MESSAGES.alreadyAccepted,
      });

      const { homeowner, office } = await waitFor(
        async () => {
          const mails = await mailsOf(leadId, 'quote-accepted');
          return mails.homeowner.length > 0 && mails.office.length > 0 ? mails : undefined;
        },
        150_000,
        'the acceptance e-mails',
      );
      expect(homeowner).toHaveLength(1);
      expect(office).toHaveLength(1);
      const total = formatUsd(chosenTotalCents(quoteTotals(v1), 'better') as number);
      const pdfs = [homeowner[0], office[0]].map((mail) => {
        const attachment = body(mail as CapturedMail).attachments?.[0];
        expect(attachment?.type).toBe('application/pdf');
        return Buffer.from(attachment?.content ?? '', 'base64');
      });
      expect(pdfs[0]?.equals(pdfs[1] as Buffer)).toBe(true);
      const text = await textOf(pdfs[0] as Buffer);
      for (const expected of ['Architectural shingles (better)', total, hash, 'Nguyễn Văn An'])
        expect(text).toContain(expected);
      // Kept in Storage, linked from the version, the same file as sent.
      const path = `quote-pdfs/${leadId}/v1.pdf`;
      const [kept] = await getStorage(app).bucket(BUCKET).file(path).download();
      expect(kept.equals(pdfs[0] as Buffer)).toBe(true);
      expect((await db.doc(`contacts/${leadId}/quotes/v1`).get()).get('pdfPath')).toBe(path);
      // The homeowner's e-mail names nothing they typed but the first name.
      expect(JSON.stringify(body(homeowner[0] as CapturedMail).content)).not.toMatch(
        /Oak St|Lopez/,
      );

      // The lead's deletion takes the versions, the projection and the PDF.
      await db.doc(`contacts/${leadId}`).delete();
      await waitFor(
        async () => {
          const [versions, shownNow, [exists]] = await Promise.all([
            db.collection(`contacts/${leadId}/quotes`).get(),
            db.doc(`requests/${leadId}/quote/latest`).get(),
            getStorage(app).bucket(BUCKET).file(path).exists(),
          ]);
          return versions.empty && !shownNow.exists && !exists ? true : undefined;
        },
        90_000,
        'the quote to go with the lead',
      );
    },
  );

  it('cannot accept an expired quote, and can on its last day', async () => {
    const leadId = await newLead(db);
    await send(leadId, quote(1, { validUntil: houstonDay(-2) }));
    await projection(leadId);
    await expect(accept(leadId, 'v1')).rejects.toMatchObject({
      code: 'failed-precondition',
      message: QUOTE_CALL_MESSAGES.expired,
    });
    const other = await newLead(db);
    const last = houstonDay(1);
    await send(other, quote(1, { validUntil: last }));
    await projection(other);
    // Noon of its valid-until day on Houston's clock is still inside it.
    const noon = Date.parse(`${last}T18:00:00Z`);
    await expect(
      acceptQuoteFor(
        { db, now: () => noon },
        undefined,
        {
          leadId: other,
          quoteId: 'v1',
          optionTier: 'good',
          typedName: 'José Núñez',
          consentVersion: QUOTE_ESIGN_CONSENT.version,
        },
        visitor(),
      ),
    ).resolves.toMatchObject({ ok: true });
  });

  it('cannot accept a version a newer one replaced', async () => {
    const leadId = await newLead(db);
    await send(leadId, quote(1));
    await projected(leadId, 'v1');
    await send(leadId, quote(2, { notes: 'Revised: gutters added.' }));
    await projected(leadId, 'v2');
    await expect(accept(leadId, 'v1')).rejects.toMatchObject({
      code: 'failed-precondition',
      message: QUOTE_CALL_MESSAGES.stale,
    });
    await expect(accept(leadId, 'v2')).resolves.toMatchObject({ ok: true });
  });

  it('refuses a missing name, an option not in the quote, an old consent and a staff caller', async () => {
    const leadId = await newLead(db);
    await send(leadId, quote(1));
    await projection(leadId);
    await expect(accept(leadId, 'v1', { typedName: '  \u0007 ' })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: QUOTE_CALL_MESSAGES.nameRequired,
    });
    for (const optionTier of ['best', null])
      await expect(accept(leadId, 'v1', { optionTier })).rejects.toMatchObject({
        code: 'invalid-argument',
        message: QUOTE_CALL_MESSAGES.optionRequired,
      });
    await expect(
      accept(leadId, 'v1', { consentVersion: 'esign-consent-old' }),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: QUOTE_CALL_MESSAGES.consentOutdated,
    });
    await db.doc(`roles/${STAFF}`).set({ admin: false, writer: true });
    try {
      await expect(
        acceptQuoteFor(
          { db },
          STAFF,
          {
            leadId,
            quoteId: 'v1',
            optionTier: 'good',
            typedName: 'Maria Lopez',
            consentVersion: QUOTE_ESIGN_CONSENT.version,
          },
          visitor(),
        ),
      ).rejects.toMatchObject({ code: 'permission-denied' });
    } finally {
      await db.doc(`roles/${STAFF}`).delete();
    }
    expect((await db.doc(`contacts/${leadId}/quotes/v1`).get()).get('status')).toBe('sent');
  });

  it('is bounded: change requests a day, accept calls a day', async () => {
    const leadId = await newLead(db);
    await send(leadId, quote(1));
    await projection(leadId);
    for (let i = 1; i <= QUOTE_CHANGE_REQUESTS_PER_DAY; i++)
      await requestQuoteChangesFor({ db }, undefined, {
        leadId,
        quoteId: 'v1',
        message: `Change ${i}: can you quote gutters too?`,
      });
    const stored = (await db.doc(`contacts/${leadId}/quotes/v1`).get()).data() ?? {};
    expect(stored['status']).toBe('changesRequested');
    expect(stored['changeRequest']).toMatchObject({
      message: `Change ${QUOTE_CHANGE_REQUESTS_PER_DAY}: can you quote gutters too?`,
    });
    const shown = await projection(leadId);
    expect(shown['status']).toBe('changesRequested');
    expect(JSON.stringify(shown)).not.toContain('gutters');
    await expect(
      requestQuoteChangesFor({ db }, undefined, {
        leadId,
        quoteId: 'v1',
        message: 'One more',
      }),
    ).rejects.toMatchObject({ code: 'resource-exhausted' });
    // Refused attempts count: an acceptance happens once, so only attempts can be hammered.
    for (let i = 0; i < QUOTE_ACCEPT_CALLS_PER_DAY; i++)
      await expect(accept(leadId, 'v1', { optionTier: 'best' })).rejects.toMatchObject({
        code: 'invalid-argument',
      });
    await expect(accept(leadId, 'v1')).rejects.toMatchObject({
      code: 'resource-exhausted',
    });
    // The next Houston day opens again.
    await expect(
      acceptQuoteFor(
        { db, now: () => Date.now() + DAY_MS },
        undefined,
        {
          leadId,
          quoteId: 'v1',
          optionTier: 'good',
          typedName: 'Maria Lopez',
          consentVersion: QUOTE_ESIGN_CONSENT.version,
        },
        visitor(),
      ),
    ).resolves.toMatchObject({ ok: true });
  });
});

describe("the owner's pushes", { timeout: 180_000 }, () => {
  const OWNER = 'quote-test-owner';
  // The local stack's VAPID pair (functions/.env.local, functions/.secret.local.example).
  const VAPID_PRIVATE_KEY = 'bfh0zXXgn-RSmR0H67alR_hs8KkccpPROZ10JzWiu5w';
  const alerts = (): AlertDeps => ({
    db,
    send: webPusher({
      publicKey:
        'BHGmB73zxEZrT00s964DP67yLHgRWMI_-tPSxrJvUD021pBU4bl10p2JL-CeeS5OopxSzUv5d5jlXdQoEggg_5o',
      privateKey: VAPID_PRIVATE_KEY,
      subject: 'mailto:leads@altum-roofing.test',
    }),
    topicKey: VAPID_PRIVATE_KEY,
    localPushReceiver: PUSH_RECEIVER_URL,
  });

  it('say viewed, changes asked for and accepted, with the version: no price, no name', async () => {
    await db.doc(`roles/${OWNER}`).set({ admin: false, writer: true });
    const minted = await mintSubscription('quote owner phone');
    const device = db.doc(`profiles/${OWNER}/pushSubscriptions/QuoteOwnerDevice0001`);
    await device.set({
      endpoint: minted.endpoint,
      keys: minted.keys,
      label: 'quote owner phone',
      createdAt: new Date(),
    });
    try {
      const leadId = await newLead(db, { ownerId: OWNER });
      await send(leadId, quote(1));
      await projection(leadId);
      await viewQuoteFor({ db, alerts }, undefined, { leadId, quoteId: 'v1' });
      await requestQuoteChangesFor({ db, alerts }, undefined, {
        leadId,
        quoteId: 'v1',
        message: 'Could you add gutters?',
      });
      await acceptQuoteFor(
        { db, alerts },
        undefined,
        {
          leadId,
          quoteId: 'v1',
          optionTier: 'better',
          typedName: 'Maria Lopez',
          consentVersion: QUOTE_ESIGN_CONSENT.version,
        },
        visitor(),
      );
      const pushes = await waitFor(
        async () => {
          const mine = pushesOfLead(await receivedPushes(), leadId).filter(
            (p) => (p.payload as { kind?: string } | undefined)?.kind === 'quote',
          );
          return mine.length >= 3 ? mine : undefined;
        },
        90_000,
        'the quote pushes',
      );
      const titles = pushes.map((p) => (p.payload as { title?: string }).title).sort();
      expect(titles).toEqual(['Quote accepted', 'Quote viewed', 'Quote: changes asked for']);
      const text = JSON.stringify(pushes.map((p) => p.payload));
      expect(text).toContain('Version 1 · Architectural shingles');
      const phone = String((await db.doc(`contacts/${leadId}`).get()).get('phone'));
      for (const secret of ['$', 'Maria', 'Lopez', 'Oak St', 'gutters', phone])
        expect(text).not.toContain(secret);
    } finally {
      await device.delete();
      await db.doc(`roles/${OWNER}`).delete();
    }
  });
});
