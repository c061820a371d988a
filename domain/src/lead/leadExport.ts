/**
 * An admin's export of leads as CSV, asked of the exportLeads function: a range of days on the
 * company's clock (both whole days) and a status, or any. The form and the function check the
 * request with the same rules and say the same words; the function writes the file to
 * exports/{uid}/{exportId}.csv, which only admins read (storage.rules), and hands back its path.
 */
import { zonedInputToDate } from '../blog/schedule';
import { isCalendarDay } from '../quote/validation';
import { LEAD_STATUSES, type LeadStatus } from './status';

export interface LeadExportRequest {
  /** The first day, 'YYYY-MM-DD' on the company's clock. */
  from: string;
  /** The last day, included. */
  to: string;
  /** One status, or '' for any. */
  status: LeadStatus | '';
}

/** What exportLeads hands back: where the file is, what to call it, how many leads it holds. */
export interface LeadExportResult {
  path: string;
  fileName: string;
  count: number;
}

/** A year and a day: a whole year, whichever day it starts on. */
export const LEAD_EXPORT_MAX_DAYS = 366;
/** The most leads one file takes (counted before any is read): a few MB of CSV. */
export const LEAD_EXPORT_MAX_LEADS = 5000;
/** Exports an admin may ask for in a minute: each reads up to LEAD_EXPORT_MAX_LEADS leads. */
export const LEAD_EXPORTS_PER_MINUTE = 3;
/** The range the form proposes: the last 30 days, today included. */
export const LEAD_EXPORT_DEFAULT_DAYS = 30;

export const LEAD_EXPORT_MESSAGES = {
  dayRequired: 'Enter a day.',
  order: 'The first day must not be after the last.',
  tooLong: `Choose at most ${LEAD_EXPORT_MAX_DAYS} days.`,
  tooMany: `More than ${LEAD_EXPORT_MAX_LEADS.toLocaleString('en-US')} leads arrived in these days. Choose fewer days.`,
  tooOften: 'Too many exports in a minute. Please wait a minute and try again.',
  malformed: 'Send { from, to, status } with two days and a lead status.',
  signedOut: 'You must be logged in',
  notAdmin: 'Only administrators can export leads.',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `from` to `to`, both included (1 for a single day). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The day after a 'YYYY-MM-DD'. */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

export type LeadExportRangeError = keyof Pick<
  typeof LEAD_EXPORT_MESSAGES,
  'dayRequired' | 'order' | 'tooLong'
>;

/**
 * What is wrong with a range, field by field (the form shows each beside its field), or
 * nothing. `from` and `to` are checked alone first, then together.
 */
export function leadExportRangeErrors(range: {
  from: string;
  to: string;
}): Partial<Record<'from' | 'to', LeadExportRangeError>> {
  const errors: Partial<Record<'from' | 'to', LeadExportRangeError>> = {};
  if (!isCalendarDay(range.from)) errors.from = 'dayRequired';
  if (!isCalendarDay(range.to)) errors.to = 'dayRequired';
  if (errors.from || errors.to) return errors;
  if (range.from > range.to) return { to: 'order' };
  if (daysInRange(range.from, range.to) > LEAD_EXPORT_MAX_DAYS) return { to: 'tooLong' };
  return {};
}

/**
 * The instants a range takes: from the first day's midnight to the midnight after the last,
 * on the company's clock (a day of 23 or 25 hours included as it is). Null for a range with an
 * error.
 */
export function leadExportWindow(range: { from: string; to: string }): {
  start: Date;
  end: Date;
} | null {
  if (Object.keys(leadExportRangeErrors(range)).length > 0) return null;
  const start = zonedInputToDate(`${range.from}T00:00`);
  const end = zonedInputToDate(`${nextDay(range.to)}T00:00`);
  return start && end ? { start, end } : null;
}

/** Whether a lead's status is the one asked for ('' takes any). */
export const matchesExportStatus = (status: LeadStatus, asked: LeadStatus | '') =>
  asked === '' || status === asked;

/** A request as sent, checked for its shape only (the range is checked on its own). */
export function isLeadExportRequest(data: unknown): data is LeadExportRequest {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const keys = Object.keys(data);
  const { from, to, status } = data as Record<string, unknown>;
  return (
    keys.length === 3 &&
    typeof from === 'string' &&
    typeof to === 'string' &&
    (status === '' || (LEAD_STATUSES as readonly unknown[]).includes(status))
  );
}

/** Where an export's file is kept: under its admin's uid, named by a random id. */
export const leadExportPath = (uid: string, exportId: string) => `exports/${uid}/${exportId}.csv`;

/** The folder every export is kept under (storage.rules, storage.lifecycle.json). */
export const LEAD_EXPORT_FOLDER = 'exports/';

/** The name the browser saves the file under. */
export const leadExportFileName = (range: { from: string; to: string }) =>
  `altum-leads-${range.from}-to-${range.to}.csv`;
