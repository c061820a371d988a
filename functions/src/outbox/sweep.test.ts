import { describe, expect, it } from 'vitest';
import { eachLimited, newSweepId } from './sweep';

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

describe('a sweep', () => {
  it('runs under an id of its own', () => {
    const [a, b] = [newSweepId(), newSweepId()];
    expect(a).toMatch(/^sweep-/);
    expect(a).not.toBe(b);
  });

  it('runs every item, never more than `concurrency` at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await eachLimited(
      [1, 2, 3, 4, 5, 6, 7],
      3,
      () => undefined,
      async (item) => {
        running++;
        most = Math.max(most, running);
        await tick();
        done.push(item);
        running--;
      },
    );
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it("hands an item's failure on and goes on with the rest", async () => {
    const failed: [unknown, string][] = [];
    const done: string[] = [];
    await eachLimited(
      ['a', 'b', 'c'],
      1,
      (error, item) => failed.push([error, item]),
      async (item) => {
        if (item === 'b') throw new Error('contended');
        done.push(item);
      },
    );
    expect(done).toEqual(['a', 'c']);
    expect(failed).toEqual([[new Error('contended'), 'b']]);
  });

  it('does nothing with nothing due', async () => {
    let calls = 0;
    await eachLimited(
      [],
      10,
      () => calls++,
      async () => void calls++,
    );
    expect(calls).toBe(0);
  });
});
