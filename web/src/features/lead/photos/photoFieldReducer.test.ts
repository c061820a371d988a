import { describe, expect, it } from 'vitest';
import { MAX_LEAD_PHOTOS } from '@altum/domain';
import {
  countable,
  initialPhotoFieldState,
  photoFieldReducer,
  readyToSend,
  type Item,
  type PhotoFieldAction,
  type PhotoFieldState,
} from './photoFieldReducer';
import { PHOTO_PROBLEMS } from './photoText';

const blob = (text: string) => new Blob([text], { type: 'image/webp' });
const preparing = (key: number, name = `photo${key}.jpg`): Item => ({
  key,
  name,
  stage: { kind: 'preparing' },
});

const run = (actions: PhotoFieldAction[], from: PhotoFieldState = initialPhotoFieldState) =>
  actions.reduce(photoFieldReducer, from);

/** Three photos picked: 0 and 2 prepared, 1 could not be read. */
function picked(): PhotoFieldState {
  return run([
    { type: 'added', items: [preparing(0), preparing(1), preparing(2)], left: 0 },
    { type: 'prepared', key: 0, stage: { kind: 'ready', blob: blob('0') }, thumb: 'blob:0' },
    { type: 'prepared', key: 1, stage: { kind: 'problem', problem: PHOTO_PROBLEMS.unreadable } },
    { type: 'prepared', key: 2, stage: { kind: 'ready', blob: blob('2') }, thumb: 'blob:2' },
  ]);
}

describe('photoFieldReducer: picking', () => {
  it('adds photos after those already there, and says how many did not fit', () => {
    const one = run([{ type: 'added', items: [preparing(0)], left: 0 }]);
    expect(one.notice).toBe('');
    const more = run([{ type: 'added', items: [preparing(1)], left: 1 }], one);
    expect(more.items.map((item) => item.key)).toEqual([0, 1]);
    expect(more.notice).toBe(
      `A request takes up to ${MAX_LEAD_PHOTOS} photos: 1 photo was not added.`,
    );
    expect(run([{ type: 'added', items: [], left: 3 }]).notice).toBe(
      `A request takes up to ${MAX_LEAD_PHOTOS} photos: 3 photos were not added.`,
    );
  });

  it('settles each photo as ready with its thumbnail, or with what went wrong', () => {
    const state = picked();
    expect(state.items.map((item) => [item.stage.kind, item.thumb])).toEqual([
      ['ready', 'blob:0'],
      ['problem', undefined],
      ['ready', 'blob:2'],
    ]);
    expect(state.items[1]?.stage).toEqual({ kind: 'problem', problem: PHOTO_PROBLEMS.unreadable });
  });

  it('counts the photos that can go, and numbers those ready as the request will', () => {
    const state = picked();
    expect(countable(state.items)).toBe(2);
    expect(readyToSend(state.items).map((item) => [item.key, item.n])).toEqual([
      [0, 0],
      [2, 1],
    ]);
    expect(readyToSend(run([{ type: 'added', items: [preparing(5)], left: 0 }]).items)).toEqual([]);
  });

  it('removes one photo and leaves the others as they were', () => {
    const state = run([{ type: 'removed', key: 0 }], picked());
    expect(state.items.map((item) => item.key)).toEqual([1, 2]);
    // Its preparation ending after the removal brings nothing back.
    const late = { type: 'prepared', key: 0, stage: { kind: 'ready', blob: blob('0') } } as const;
    expect(run([late], state).items).toEqual(state.items);
  });
});

describe('photoFieldReducer: sending', () => {
  function kept(online: boolean) {
    const before = run([{ type: 'added', items: [preparing(3)], left: 0 }], picked());
    const taken = readyToSend(picked().items);
    return { taken, state: run([{ type: 'kept', leadId: 'lead1', taken, online }], before) };
  }

  it('turns the photos a submit took into the request’s batch, and drops the unreadable', () => {
    const { state } = kept(true);
    // Picked after the tap: it stays for the next request.
    expect(state.items.map((item) => item.key)).toEqual([3]);
    expect(state.batches).toHaveLength(1);
    expect(state.batches[0]?.leadId).toBe('lead1');
    expect(
      state.batches[0]?.items.map((item) => [item.key, item.n, item.stage.kind, item.thumb]),
    ).toEqual([
      [0, 0, 'sending', 'blob:0'],
      [2, 1, 'sending', 'blob:2'],
    ]);
    expect(state.batches[0]?.items[0]?.stage).toMatchObject({ fraction: 0, waiting: false });
    expect(kept(false).state.batches[0]?.items[0]?.stage).toMatchObject({ waiting: true });
  });

  it('gives the photos back, first, when the save failed', () => {
    const { taken, state } = kept(true);
    const back = run([{ type: 'released', leadId: 'lead1', back: taken }], state);
    expect(back.batches).toEqual([]);
    expect(back.items.map((item) => [item.key, item.stage.kind])).toEqual([
      [0, 'ready'],
      [2, 'ready'],
      [3, 'preparing'],
    ]);
  });

  it('follows each photo of the request as it is sent, then lets the batch go', () => {
    const { state } = kept(true);
    const stages = (at: PhotoFieldState) => at.batches[0]?.items.map((item) => item.stage);
    const moving = run(
      [{ type: 'progress', event: { kind: 'progress', leadId: 'lead1', n: 1, fraction: 0.5 } }],
      state,
    );
    expect(stages(moving)).toMatchObject([
      { kind: 'sending', fraction: 0 },
      { kind: 'sending', fraction: 0.5, waiting: false },
    ]);
    const offline = run(
      [{ type: 'progress', event: { kind: 'waiting', leadId: 'lead1' } }],
      moving,
    );
    expect(stages(offline)).toMatchObject([{ waiting: true }, { waiting: true, fraction: 0.5 }]);
    const sent = run(
      [
        { type: 'progress', event: { kind: 'photo', leadId: 'lead1', n: 0, outcome: 'sent' } },
        // Refused or held: the row stays as it was (the toast tells the rest).
        { type: 'progress', event: { kind: 'photo', leadId: 'lead1', n: 1, outcome: 'refused' } },
      ],
      offline,
    );
    expect(stages(sent)).toMatchObject([{ kind: 'sent' }, { kind: 'sending', waiting: true }]);
    // Another page's request: nothing here changes.
    expect(run([{ type: 'progress', event: { kind: 'waiting', leadId: 'other' } }], sent)).toBe(
      sent,
    );
    const done = run(
      [
        {
          type: 'progress',
          event: { kind: 'done', leadId: 'lead1', count: 2, refused: 1, late: 0 },
        },
      ],
      sent,
    );
    expect(done.batches).toEqual([]);
    expect(done.items).toBe(sent.items);
  });
});
