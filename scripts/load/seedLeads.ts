/**
 * Fills a running local stack with leads already handled, as a stack used for a while holds:
 *   npx tsx scripts/load/seedLeads.ts [--count 5000] [--days 30]
 * The leads arrive over the last --days days (inside the speed-to-lead window), have their
 * e-mails sent, and half were contacted. Written with the admin SDK in batches while the
 * Functions emulator's triggers are off, as if each had been handled when it came in; then
 * the triggers are turned back on. Run scripts/load/leads.ts after it.
 */
import { parseArgs } from 'node:util';
import { toLeadPayload, SERVICE_VALUES, TIMELINE_VALUES } from '@altum/domain';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { toggleTriggers } from '../lib/triggers';
import { closeAdminApps, emulatorAdminApp } from '../seed/admin';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '5000' },
    days: { type: 'string', default: '30' },
  },
});
const count = Number(values.count);
const spanMs = Number(values.days) * 24 * 60 * 60 * 1000;

const db = getFirestore(emulatorAdminApp());
const now = Date.now();
const started = Date.now();
await toggleTriggers('disable');
try {
  for (let from = 0; from < count; from += 500) {
    const batch = db.batch();
    for (let i = from; i < Math.min(count, from + 500); i++) {
      // Oldest first, the newest an hour ago: none is due for a sweep or an escalation.
      const createdAt = now - 60 * 60 * 1000 - Math.floor(((count - i) / count) * spanMs);
      const contacted = i % 2 === 0;
      const sentAt = Timestamp.fromMillis(createdAt + 2000);
      batch.set(db.collection('contacts').doc(), {
        ...toLeadPayload({
          name: `Seeded Lead ${i}`,
          phone: `(713) 555-${String(i % 10_000).padStart(4, '0')}`,
          email: `seeded-${i}@example.com`,
          address: `${i} Seed St, Houston, TX 77002`,
          service: SERVICE_VALUES[i % SERVICE_VALUES.length] ?? 'general-inspection',
          timeline: TIMELINE_VALUES[i % TIMELINE_VALUES.length] ?? 'asap',
          details: '',
        }),
        createdAt: Timestamp.fromMillis(createdAt),
        status: contacted ? 'contacted' : 'new',
        // What the server fills in on arrival for the inbox's filters (triggers are off here).
        ownerId: null,
        quietSpam: false,
        ...(contacted
          ? {
              firstContactAt: Timestamp.fromMillis(createdAt + ((i * 37) % 120) * 60_000),
              firstContactBy: 'seeded-staff',
            }
          : {}),
        delivery: {
          status: 'sent',
          eventId: `seed-${i}`,
          leaseUntil: sentAt,
          notification: 'sent',
          confirmation: 'sent',
          attempts: 1,
          confirmationCounted: true,
          firstAttemptAt: sentAt,
          at: sentAt,
        },
      });
    }
    await batch.commit();
  }
} finally {
  await toggleTriggers('enable');
}
const total = (await db.collection('contacts').count().get()).data().count;
console.log(
  `Seeded ${count} handled leads over ${values.days} days in ${((Date.now() - started) / 1000).toFixed(1)} s; the stack holds ${total} leads.`,
);
await closeAdminApps();
