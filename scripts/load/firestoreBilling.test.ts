import { describe, expect, it } from 'vitest';
import { FirestoreTally, firestoreCall, webChannelFrames } from './firestoreBilling';

/** A WebChannel response body: each frame as `<length>\n<JSON>`. */
const channel = (...frames: unknown[]) =>
  frames
    .map((frame) => {
      const json = JSON.stringify(frame);
      return `${json.length}\n${json}`;
    })
    .join('');

const doc = (id: string) => ({
  name: `projects/p/databases/(default)/documents/contacts/${id}`,
  fields: { name: { stringValue: `Lead ${id}` } },
  createTime: '2026-01-01T00:00:00Z',
  updateTime: '2026-01-01T00:00:00Z',
});

const base = 'http://127.0.0.1:8080';

describe('firestoreCall', () => {
  it('names each call by its path', () => {
    expect(
      firestoreCall(
        `${base}/google.firestore.v1.Firestore/Listen/channel?VER=8&database=projects%2Fp&RID=rpc&SID=x`,
      ),
    ).toBe('listen');
    expect(firestoreCall(`${base}/google.firestore.v1.Firestore/Write/channel?VER=8`)).toBe(
      'write',
    );
    const documents = `${base}/v1/projects/p/databases/(default)/documents`;
    expect(firestoreCall(`${documents}:runAggregationQuery`)).toBe('runAggregationQuery');
    expect(firestoreCall(`${documents}:runQuery`)).toBe('runQuery');
    expect(firestoreCall(`${documents}:batchGet`)).toBe('batchGet');
    expect(firestoreCall(`${documents}:commit`)).toBe('write');
  });
});

describe('webChannelFrames', () => {
  it('splits frames and leaves one cut short for later', () => {
    const first = [[0, ['c', 'sid', '', 8, 14, 30000]]];
    const body = channel(first, [[1, ['noop']]]);
    const whole = webChannelFrames(body);
    expect(whole.frames).toEqual([first, [[1, ['noop']]]]);
    expect(whole.rest).toBe(body.length);
    const cut = webChannelFrames(body.slice(0, body.length - 3));
    expect(cut.frames).toEqual([first]);
    expect(cut.rest).toBe(channel(first).length);
  });

  it('refuses a body that is not WebChannel frames', () => {
    expect(() => webChannelFrames('[{"document":{}}]\n')).toThrow(/Not a WebChannel frame/);
  });
});

describe('FirestoreTally', () => {
  it('bills a listen: one read per document per target, one for a target that answered empty', () => {
    const tally = new FirestoreTally();
    tally.response(
      'listen',
      channel(
        [[0, ['c', 'sid', '', 8, 14, 30000]]],
        [[1, [{ targetChange: { targetChangeType: 'ADD', targetIds: [2, 4, 6] } }]]],
        [
          [2, [{ documentChange: { document: doc('a'), targetIds: [2] } }]],
          [3, [{ documentChange: { document: doc('b'), targetIds: [2, 6] } }]],
        ],
        [[4, [{ targetChange: { targetChangeType: 'CURRENT', targetIds: [2, 4, 6] } }]]],
        [[5, [{ targetChange: { readTime: '2026-01-01T00:00:01Z' } }]]],
        [[6, ['noop']]],
      ),
    );
    // A forward-channel acknowledgement carries no message.
    tally.response('listen', '[1,3,240]');
    // a: 1, b: 2 (two targets), target 4 current and empty: 1.
    expect(tally.total()).toEqual({ reads: 4, documents: 2, counted: 0, countReads: 0 });
    expect(tally.responses).toBe(2);
  });

  it('bills a document leaving a listener, and not a target that is not current yet', () => {
    const tally = new FirestoreTally();
    tally.response(
      'listen',
      channel(
        [[1, [{ targetChange: { targetChangeType: 'ADD', targetIds: [8] } }]]],
        [[2, [{ documentRemove: { document: 'x', removedTargetIds: [2] } }]]],
        [[3, [{ documentDelete: { document: 'y', removedTargetIds: [2, 4] } }]]],
      ),
    );
    expect(tally.total().reads).toBe(3);
  });

  it('bills a runQuery per document, and one read when it found none', () => {
    const found = new FirestoreTally();
    found.response(
      'runQuery',
      JSON.stringify([
        { document: doc('a'), readTime: 't' },
        { document: doc('b'), readTime: 't' },
      ]),
    );
    expect(found.total()).toEqual({ reads: 2, documents: 2, counted: 0, countReads: 0 });
    const none = new FirestoreTally();
    none.response('runQuery', JSON.stringify([{ readTime: 't' }]));
    expect(none.total()).toEqual({ reads: 1, documents: 0, counted: 0, countReads: 0 });
  });

  it('bills a batchGet per document asked for, found or missing', () => {
    const tally = new FirestoreTally();
    tally.response(
      'batchGet',
      JSON.stringify([{ found: doc('a') }, { missing: 'projects/p/x/y' }, { found: doc('b') }]),
    );
    expect(tally.total()).toEqual({ reads: 3, documents: 2, counted: 0, countReads: 0 });
  });

  it('bills an aggregation one read per 1,000 entries counted, at least one', () => {
    const tally = new FirestoreTally();
    const count = (n: string) =>
      JSON.stringify([{ result: { aggregateFields: { aggregate_0: { integerValue: n } } } }]);
    tally.response('runAggregationQuery', count('0'));
    tally.response('runAggregationQuery', count('1000'));
    tally.response('runAggregationQuery', count('1001'));
    tally.response('runAggregationQuery', count('20000'));
    expect(tally.total()).toEqual({
      reads: 1 + 1 + 2 + 20,
      documents: 0,
      counted: 22001,
      countReads: 1 + 1 + 2 + 20,
    });
  });

  it('bills writes nothing and counts every byte received', () => {
    const tally = new FirestoreTally();
    const body = JSON.stringify({ writeResults: [{}], commitTime: 't' });
    tally.response('write', body);
    tally.response('runQuery', JSON.stringify([{ readTime: 'é' }]));
    expect(tally.total().reads).toBe(1);
    expect(tally.bytes).toBe(body.length + JSON.stringify([{ readTime: 'é' }]).length + 1);
  });

  it('bills a one-off answer only once whole, and a Listen response frame by frame', () => {
    const answer = JSON.stringify([{ document: doc('a') }, { document: doc('b') }]);
    const arriving = new FirestoreTally();
    arriving.response('runQuery', answer.slice(0, 40), { partial: true });
    expect(arriving.total().reads).toBe(0);
    expect(arriving.bytes).toBe(40);
    const listen = channel(
      [[1, [{ documentChange: { document: doc('a'), targetIds: [2] } }]]],
      [[2, [{ documentChange: { document: doc('b'), targetIds: [2] } }]]],
    );
    const open = new FirestoreTally();
    open.response('listen', listen.slice(0, listen.length - 5), { partial: true });
    expect(open.total().reads).toBe(1);
  });
});
