import { isQuietSpam, normalizeMailbox } from './abuse';
import { normalizePhone } from './identity';
import { HANDLED_LEAD_STATUSES, type LeadOwnerFilter, type LeadStatus } from './status';

/**
 * The lead inbox reads pages, never the collection: each list, count and search is one query
 * the server answers, described here once (fields, filters, order) so the web's data module,
 * the index check (scripts/checks/lead-indexes.test.ts) and the tests agree on it.
 *
 * Every listed lead carries three fields the queries filter on, written by the server when
 * the lead arrives (functions/src/leads/inboxFields.ts) and kept by staff changes:
 *   status     'new' until staff give it another (a lead arrives with none)
 *   ownerId    null until someone owns it
 *   quietSpam  true while the bot trap's mark holds it apart (isQuietSpam), else false
 * Firestore cannot filter on a missing field, hence the server fills them in.
 */

/** Leads on one page of the inbox; the first page is live, later ones are read once. */
export const LEAD_PAGE_SIZE = 50;
/** Suspected spam listed at once (its own small query, newest first). */
export const SUSPECTED_SPAM_SHOWN = 20;
/** Leads one search lists: a homeowner asks a handful of times, not fifty. */
export const LEAD_SEARCH_SHOWN = 20;

/** What the inbox lists: whose leads, and a status or the follow-ups due. */
export interface LeadListFilter {
  owner?: LeadOwnerFilter;
  status?: LeadStatus;
  /** The follow-ups due by `dueBy`, the longest due first (replaces a status). */
  due?: boolean;
}

export type LeadFilterValue = string | boolean | null | Date;

export interface LeadWhere {
  field: string;
  op: '==' | '<=';
  value: LeadFilterValue;
}

/**
 * One inbox query: equality filters (and the due time), then one order, newest or longest due
 * first, and how many leads one read of it takes.
 */
export interface LeadQuerySpec {
  where: LeadWhere[];
  orderBy: { field: 'createdAt' | 'followUpAt'; direction: 'asc' | 'desc' };
  limit: number;
}

const eq = (field: string, value: LeadFilterValue): LeadWhere => ({ field, op: '==', value });

function ownerWhere(owner: LeadOwnerFilter | undefined, uid: string): LeadWhere[] {
  if (owner === 'mine') return [eq('ownerId', uid)];
  if (owner === 'unassigned') return [eq('ownerId', null)];
  return [];
}

/**
 * The list: leads not held as spam, whose owner and status the filter names, newest first;
 * or, with `due`, those whose follow-up time has passed by `dueBy`, the longest due first.
 * What needs attention first is a filter, not an order over everything: 'New' and
 * 'Follow-up due' are each one query a page long, and the default is the plain newest first.
 */
export function leadListQuery(filter: LeadListFilter, uid: string, dueBy: Date): LeadQuerySpec {
  const base = [eq('quietSpam', false), ...ownerWhere(filter.owner, uid)];
  if (filter.due)
    return {
      where: [...base, { field: 'followUpAt', op: '<=', value: dueBy }],
      orderBy: { field: 'followUpAt', direction: 'asc' },
      limit: LEAD_PAGE_SIZE,
    };
  return {
    where: filter.status ? [...base, eq('status', filter.status)] : base,
    orderBy: { field: 'createdAt', direction: 'desc' },
    limit: LEAD_PAGE_SIZE,
  };
}

/**
 * Where the filters stop counting: an aggregation is billed one read per 1,000 index entries
 * it counts, so a capped count costs one read however many leads there are, and a filter past
 * the cap shows it was reached ("999+") instead of the exact figure.
 */
export const LEAD_COUNT_CAP = 1000;

/** A filter's count as shown: the figure, or "999+" once the count reached the cap. */
export function leadCountLabel(count: number): string {
  return count >= LEAD_COUNT_CAP
    ? `${(LEAD_COUNT_CAP - 1).toLocaleString('en-US')}+`
    : String(count);
}

/** The counts the filters show: every lead, each status and the follow-ups due. */
export const LEAD_COUNT_KEYS = ['all', 'new', 'due', ...HANDLED_LEAD_STATUSES] as const;
export type LeadCountKey = (typeof LEAD_COUNT_KEYS)[number];

/**
 * One count query per figure shown, for the owner filter in use (the list's own filters,
 * without its order: the server counts, it does not read the leads).
 */
export function leadCountQueries(
  owner: LeadOwnerFilter | undefined,
  uid: string,
  dueBy: Date,
): Record<LeadCountKey, LeadWhere[]> {
  const of = (filter: LeadListFilter) => leadListQuery({ ...filter, owner }, uid, dueBy).where;
  return {
    all: of({}),
    new: of({ status: 'new' }),
    due: of({ due: true }),
    contacted: of({ status: 'contacted' }),
    won: of({ status: 'won' }),
    lost: of({ status: 'lost' }),
  };
}

/** Suspected spam, apart from the list: whoever owns it, newest first. */
export function suspectedSpamQuery(): LeadQuerySpec {
  return {
    where: [eq('quietSpam', true)],
    orderBy: { field: 'createdAt', direction: 'desc' },
    limit: SUSPECTED_SPAM_SHOWN,
  };
}

/**
 * A homeowner who calls: what staff typed, as the contact key the server stores on every lead
 * (`contactKeys`, leadContactKeys): an e-mail address as its mailbox, else a US phone number in
 * any format. Null when it is neither (the inbox says what to type).
 */
export function leadSearchKey(
  typed: string,
): { field: 'contactKeys.mailbox' | 'contactKeys.phone'; value: string } | null {
  const text = typed.trim();
  if (text.includes('@')) {
    const at = text.lastIndexOf('@');
    return at > 0 && at < text.length - 1
      ? { field: 'contactKeys.mailbox', value: normalizeMailbox(text) }
      : null;
  }
  const phone = normalizePhone(text);
  return phone ? { field: 'contactKeys.phone', value: phone } : null;
}

/** Every lead of that homeowner, spam or not, newest first. */
export function leadSearchQuery(typed: string): LeadQuerySpec | null {
  const key = leadSearchKey(typed);
  return key
    ? {
        where: [eq(key.field, key.value)],
        orderBy: { field: 'createdAt', direction: 'desc' },
        limit: LEAD_SEARCH_SHOWN,
      }
    : null;
}

/**
 * The fields the server keeps on every lead for the inbox's queries, from what the lead holds
 * now: only those missing or out of step (a field staff already set is never overwritten).
 * Empty when there is nothing to write.
 */
export function missingInboxFields(lead: Record<string, unknown>): Record<string, unknown> {
  const spam = lead['suspectedSpam'];
  const quiet = isQuietSpam(typeof spam === 'string' ? spam : null);
  return {
    ...(typeof lead['status'] === 'string' ? {} : { status: 'new' }),
    ...('ownerId' in lead ? {} : { ownerId: null }),
    ...(lead['quietSpam'] === quiet ? {} : { quietSpam: quiet }),
  };
}

/**
 * Whether a lead read on its own (opened by id) belongs in the list the filter shows, as the
 * list's query would say: once staff change it out of the list (take it from 'Unassigned'),
 * it leaves the screen like a listed one.
 */
export function leadMatchesFilter(
  lead: { status: string; ownerId: string | null; followUpAt: Date | null },
  filter: LeadListFilter,
  uid: string,
  dueBy: Date,
): boolean {
  if (filter.owner === 'mine' && lead.ownerId !== uid) return false;
  if (filter.owner === 'unassigned' && lead.ownerId !== null) return false;
  if (filter.due) return lead.followUpAt !== null && lead.followUpAt.getTime() <= dueBy.getTime();
  return !filter.status || lead.status === filter.status;
}
