/**
 * Counts a view of a published post, at most once per visitor per post per day, in a shard
 * beside the post (postStats/{postId}/viewShards/{k}, see domain/src/blog/postStats.ts): the
 * post itself is only read, so a view wakes no post trigger and reaches no open editor.
 * Browsers cannot write the counters (the rules give them no write), so the post page calls
 * this once per browser session per post; the server decides whether the call is a new
 * visitor, so a script calling in a loop adds one view a day, not one per call.
 *
 * A visitor is a salted hash of the client's IP address (an IPv6 one by its /64, see
 * visitorKey.ts): `postViewers/{hash of day, visitor, post}` is created in the same batch as the increment, so of two calls only the first
 * counts. The raw IP is never stored, and without the salt (a secret) the hash cannot be
 * reversed by trying every address. Each marker carries `expireAt` (the end of its day) for
 * Firestore's TTL policy to delete it (see docs/deploy.md).
 *
 * App Check is not asked for: a post page counts its view from the page loader, without the
 * app or the Firebase SDK, since attesting a browser takes reCAPTCHA Enterprise's script on
 * every post a visitor reads (the cost the page loader exists to avoid). What bounds abuse
 * is the per-visitor marker (one view a day per address, however many calls), and a browser
 * on another site cannot count for its visitors: a call from another origin is refused.
 */
import { createHmac } from 'node:crypto';
import { POST_STATS, VIEW_SHARDS, viewShardOf } from '@altum/domain';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { defineSecret, projectID } from 'firebase-functions/params';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { adminDb } from '../admin';
import { visitorKey } from './visitorKey';

/** Firestore document ids: at most 1500 bytes, no '/', not '.' or '..'. Ours are far shorter. */
const POST_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The collection of per-day visitor markers; readable and writable by no client (rules). */
export const POST_VIEWERS = 'postViewers';

/** Salt of the visitor hash: a secret in production, functions/.secret.local locally. */
export const viewHashSalt = defineSecret('VIEW_HASH_SALT');

export const COUNT_VIEW_ERRORS = {
  foreign: 'Views are counted only from the site itself.',
  malformed: 'Send { postId } with the id of a published post.',
  unknown: 'There is no post with this id.',
  unpublished: 'This post is not published: its views are not counted.',
} as const;

/** The post id of a well-formed request, else an invalid-argument error. */
export function parseCountViewRequest(data: unknown): string {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new HttpsError('invalid-argument', COUNT_VIEW_ERRORS.malformed);
  }
  const keys = Object.keys(data);
  const postId = (data as { postId?: unknown }).postId;
  if (keys.length !== 1 || typeof postId !== 'string' || !POST_ID.test(postId)) {
    throw new HttpsError('invalid-argument', COUNT_VIEW_ERRORS.malformed);
  }
  return postId;
}

/** What clientIp reads of the request (Express's, as onCall hands it over). */
export interface RequestAddress {
  headers: Record<string, string | string[] | undefined>;
  ip?: string | undefined;
  socket?: { remoteAddress?: string | undefined } | undefined;
}

/**
 * The address the request came from. Cloud Functions (2nd gen, on Cloud Run) sits behind
 * Google's front end, which appends the address it saw to X-Forwarded-For: the last entry is
 * Google's, every entry before it is whatever the client sent, so only the last is trusted.
 * Without the header (the emulator, called directly) the socket's peer is the client.
 */
export function clientIp(request: RequestAddress): string {
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded.at(-1) ?? request.ip ?? request.socket?.remoteAddress ?? 'unknown';
}

/** The UTC day of `now` (YYYY-MM-DD) and the moment it ends. */
export function viewDay(now: Date): { day: string; end: Date } {
  const day = now.toISOString().slice(0, 10);
  const end = new Date(`${day}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { day, end };
}

/** The marker id of one visitor's view of one post on one day: an HMAC, never the IP. */
export function viewerId(salt: string, day: string, ip: string, postId: string): string {
  return createHmac('sha256', salt).update(`${day}\n${ip}\n${postId}`).digest('hex');
}

export interface ViewContext {
  ip: string;
  salt: string;
  now?: Date;
  /** A number in [0, 1) that picks the shard; Math.random unless a test pins it. */
  random?: () => number;
}

/** Firestore's ALREADY_EXISTS, as firebase-admin reports it (gRPC code 6). */
const isAlreadyExists = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 6;

/**
 * Adds one to a view shard of the post unless this visitor was counted for it today. The
 * marker is created (fails if present) in one batch with the increment, so concurrent calls of one
 * visitor count once, without a transaction that would make every view of a popular post
 * retry. The race left (a post unpublished between the read and the batch) counts one view,
 * harmlessly.
 */
export async function countPostView(
  db: Firestore,
  data: unknown,
  { ip, salt, now = new Date(), random = Math.random }: ViewContext,
): Promise<{ counted: boolean }> {
  const postId = parseCountViewRequest(data);
  // Fail closed: an unsalted hash of an IP is reversible by trying every address.
  if (!salt) throw new HttpsError('internal', 'The view counter is not configured.');
  const ref = db.collection('posts').doc(postId);
  const snapshot = await ref.get();
  if (!snapshot.exists) throw new HttpsError('not-found', COUNT_VIEW_ERRORS.unknown);
  if (snapshot.get('status') !== 'published') {
    throw new HttpsError('failed-precondition', COUNT_VIEW_ERRORS.unpublished);
  }
  const { day, end } = viewDay(now);
  const marker = db.collection(POST_VIEWERS).doc(viewerId(salt, day, visitorKey(ip), postId));
  const batch = db.batch();
  batch.create(marker, { expireAt: Timestamp.fromDate(end) });
  // A shard that no view has reached yet is created by its first.
  const shard = db
    .collection(POST_STATS)
    .doc(postId)
    .collection(VIEW_SHARDS)
    .doc(viewShardOf(random()));
  batch.set(shard, { views: FieldValue.increment(1) }, { merge: true });
  try {
    await batch.commit();
  } catch (error) {
    if (isAlreadyExists(error)) return { counted: false };
    throw error;
  }
  return { counted: true };
}

/**
 * Whether a call's Origin may count: none (not a browser: bounded per address like any
 * script), or one of the site's. A browser sends Origin with every cross-origin POST, so a
 * page on another site cannot make its visitors count views here.
 */
export function isSiteOrigin(origin: string | undefined, allowed: readonly string[]): boolean {
  return origin === undefined || allowed.includes(origin);
}

/**
 * The site's origins: the project's two Hosting domains and those of SITE_ORIGINS (its own
 * domains, by commas, from functions/.env.<project-id>). Read from the environment, not
 * declared as a param: a param with no value makes every deploy and the emulator ask for one.
 */
export function siteOriginList(project: string, extra: string): string[] {
  return [
    `https://${project}.web.app`,
    `https://${project}.firebaseapp.com`,
    ...extra
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  ];
}

/** The emulator serves the local site and the audit's servers from several local origins. */
const inEmulator = process.env['FUNCTIONS_EMULATOR'] === 'true';

export const countPostViewCall = onCall(
  {
    // Bounds what a flood of scripted calls can cost (see docs/blog.md).
    maxInstances: 10,
    concurrency: 80,
    memory: '256MiB',
    secrets: [viewHashSalt],
    // The page loader calls without the SDK, so without an App Check token (see above).
    enforceAppCheck: false,
  },
  (request) => {
    const origin = request.rawRequest.headers.origin;
    if (
      !inEmulator &&
      !isSiteOrigin(origin, siteOriginList(projectID.value(), process.env['SITE_ORIGINS'] ?? ''))
    )
      throw new HttpsError('permission-denied', COUNT_VIEW_ERRORS.foreign);
    return countPostView(adminDb(), request.data, {
      ip: clientIp(request.rawRequest),
      salt: viewHashSalt.value(),
    });
  },
);
