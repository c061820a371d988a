/**
 * What a browser's Firestore responses cost, as Firestore bills them, read from the response
 * bodies themselves (the web SDK's traffic as the browser received it; scripts/load/scale.ts
 * takes them from Chromium through CDP). The emulator bills nothing, so this is the count.
 *
 * The web SDK reaches Firestore in two ways:
 *   - the Listen stream, over WebChannel: each backchannel response is a run of frames, each
 *     `<length>\n<JSON>`, the JSON an array of `[arrayId, payload]`; a payload is a list of
 *     ListenResponse messages (`documentChange`, `targetChange`, ...) or a channel control
 *     word ('c', 'noop', 'close'). getDocs and onSnapshot both read through it.
 *   - one-off calls answered as a JSON array (or one object): `runQuery` (documents, or a
 *     bare readTime when none matched), `runAggregationQuery` (aggregateFields) and
 *     `batchGet` (`found` or `missing`). `commit` and the Write stream carry writes only.
 *
 * Billing rules applied (Firestore's pricing page):
 *   - one read per document a query or listener returns: a Listen `documentChange` is billed
 *     once per target it is sent for (two listeners on overlapping queries pay twice), and a
 *     document leaving a listener's results (`documentDelete`, `documentRemove`) is a read too;
 *   - a query that returns nothing costs one read: a listen target that became CURRENT with
 *     no document, a runQuery answered with no document;
 *   - a batchGet costs one read per document asked for, found or missing;
 *   - an aggregation costs one read per 1,000 index entries it counts (at least one): its
 *     count is in the answer, so ceil(count / 1000); a sum or average alone is taken as one.
 */

export type FirestoreCall =
  'listen' | 'runQuery' | 'runAggregationQuery' | 'batchGet' | 'write' | 'other';

/** Which Firestore call a request URL is (the web SDK's REST paths and WebChannel streams). */
export function firestoreCall(url: string): FirestoreCall {
  const path = new URL(url).pathname;
  if (path.includes('/Listen/channel')) return 'listen';
  if (path.includes('/Write/channel') || path.endsWith(':commit')) return 'write';
  if (path.endsWith(':runAggregationQuery')) return 'runAggregationQuery';
  if (path.endsWith(':runQuery')) return 'runQuery';
  if (path.endsWith(':batchGet')) return 'batchGet';
  return 'other';
}

/**
 * Splits a WebChannel response body into its frames' JSON, in order. A frame cut short (the
 * rest not received yet) is left out; `rest` is where it starts, to be read again with more.
 */
export function webChannelFrames(body: string): { frames: unknown[]; rest: number } {
  const frames: unknown[] = [];
  let at = 0;
  while (at < body.length) {
    // Frames may be separated by stray newlines.
    while (at < body.length && (body[at] === '\n' || body[at] === '\r')) at++;
    const newline = body.indexOf('\n', at);
    if (newline < 0) break;
    const lengthText = body.slice(at, newline);
    if (!/^\d+$/.test(lengthText))
      throw new Error(`Not a WebChannel frame: ${lengthText.slice(0, 40)}`);
    // The length counts the JSON's characters (UTF-16 code units); a server that counted
    // UTF-8 bytes instead is read by bytes, once the characters do not make a frame.
    const length = Number(lengthText);
    let end = newline + 1 + length;
    if (end > body.length) break;
    let frame: unknown;
    try {
      frame = JSON.parse(body.slice(newline + 1, end));
    } catch (error) {
      const bytes = Buffer.from(body.slice(newline + 1), 'utf8').subarray(0, length);
      const text = bytes.toString('utf8');
      if (bytes.length < length) break;
      end = newline + 1 + text.length;
      try {
        frame = JSON.parse(text);
      } catch {
        throw error;
      }
    }
    frames.push(frame);
    at = end;
  }
  return { frames, rest: at };
}

/** The ListenResponse messages in a WebChannel frame (control words left out). */
export function listenMessages(frame: unknown): Record<string, unknown>[] {
  if (!Array.isArray(frame)) return [];
  const messages: Record<string, unknown>[] = [];
  for (const entry of frame) {
    if (!Array.isArray(entry) || entry.length < 2) continue;
    const payload: unknown = entry[1];
    const items: unknown[] = Array.isArray(payload) ? payload : [payload];
    for (const item of items)
      if (item !== null && typeof item === 'object' && !Array.isArray(item))
        messages.push(item as Record<string, unknown>);
  }
  return messages;
}

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];

/** Reads and documents, billed so far. */
export interface Bill {
  reads: number;
  /** Documents received (a document sent for two targets counts once here, twice in reads). */
  documents: number;
  /** Index entries the aggregations counted. */
  counted: number;
  /** The part of `reads` billed for aggregations (one per 1,000 entries counted, at least one). */
  countReads: number;
}

/**
 * The running bill of one page's Firestore traffic. Listen targets live across the stream's
 * backchannel requests, so the whole page shares one tally; `finish` bills the targets that
 * answered empty.
 */
export class FirestoreTally {
  private bill: Bill = { reads: 0, documents: 0, counted: 0, countReads: 0 };
  /** Listen targets: whether any document arrived for each. */
  private targets = new Map<number, { documents: number; current: boolean }>();
  bytes = 0;
  responses = 0;

  private target(id: number) {
    let state = this.targets.get(id);
    if (!state) {
      state = { documents: 0, current: false };
      this.targets.set(id, state);
    }
    return state;
  }

  /** One ListenResponse message. */
  listen(message: Record<string, unknown>): void {
    const change = message['documentChange'] as Record<string, unknown> | undefined;
    if (change) {
      const targets = ids(change['targetIds']);
      this.bill.documents += 1;
      this.bill.reads += Math.max(1, targets.length);
      for (const id of targets) this.target(id).documents += 1;
      // A change that only removes the document from some targets is a removal for those.
      this.bill.reads += ids(change['removedTargetIds']).length;
      return;
    }
    for (const key of ['documentDelete', 'documentRemove'] as const) {
      const removal = message[key] as Record<string, unknown> | undefined;
      if (removal) {
        this.bill.reads += Math.max(1, ids(removal['removedTargetIds']).length);
        return;
      }
    }
    const targetChange = message['targetChange'] as Record<string, unknown> | undefined;
    if (targetChange) {
      const type = targetChange['targetChangeType'];
      for (const id of ids(targetChange['targetIds'])) {
        if (type === 'CURRENT') this.target(id).current = true;
        // A reset sends the target's documents again: they are billed again as they come.
        if (type === 'RESET') this.target(id).documents = 0;
        if (type === 'REMOVE') this.targets.delete(id);
      }
    }
  }

  /** A one-off call's answer (a JSON array of responses, or one response). */
  answer(call: FirestoreCall, body: unknown): void {
    const items: unknown[] = Array.isArray(body) ? body : [body];
    const objects = items.filter(
      (item): item is Record<string, unknown> => item !== null && typeof item === 'object',
    );
    if (call === 'runQuery') {
      const documents = objects.filter((item) => item['document']).length;
      this.bill.documents += documents;
      this.bill.reads += Math.max(1, documents);
    } else if (call === 'batchGet') {
      const found = objects.filter((item) => item['found']).length;
      const missing = objects.filter((item) => item['missing']).length;
      this.bill.documents += found;
      this.bill.reads += found + missing;
    } else if (call === 'runAggregationQuery') {
      for (const item of objects) {
        const result = item['result'] as { aggregateFields?: Record<string, unknown> } | undefined;
        if (!result?.aggregateFields) continue;
        const counts = Object.values(result.aggregateFields).map((field) =>
          Number((field as { integerValue?: unknown }).integerValue ?? Number.NaN),
        );
        const counted = Math.max(0, ...counts.filter((count) => Number.isFinite(count)));
        const reads = Math.max(1, Math.ceil(counted / 1000));
        this.bill.counted += counted;
        this.bill.reads += reads;
        this.bill.countReads += reads;
      }
    }
  }

  /**
   * A response body of this call, as received; `partial` while it is still arriving (a
   * Listen response's whole frames are billed, a one-off answer only once it is whole).
   */
  response(call: FirestoreCall, body: string, { partial = false } = {}): void {
    this.responses += 1;
    this.bytes += Buffer.byteLength(body);
    if (call === 'listen') {
      // A forward-channel POST is acknowledged with a bare array of counters: no message.
      if (body.trimStart().startsWith('[')) return;
      for (const frame of webChannelFrames(body).frames)
        for (const message of listenMessages(frame)) this.listen(message);
    } else if (!partial && call !== 'write' && call !== 'other' && body.trim()) {
      this.answer(call, JSON.parse(body));
    }
  }

  /** The bill: what arrived, plus one read for each target that answered with nothing. */
  total(): Bill {
    let empty = 0;
    for (const state of this.targets.values()) if (state.current && state.documents === 0) empty++;
    return { ...this.bill, reads: this.bill.reads + empty };
  }
}
