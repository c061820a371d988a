import { describe, expect, it } from 'vitest';
import { inBatches } from './inBatches';

/** A commit that takes a few turns of the event loop, recording what it got and how many overlapped. */
function slowCommits(fail?: (batch: number[]) => boolean) {
  const seen: number[][] = [];
  let out = 0;
  let most = 0;
  const commit = async (batch: number[]) => {
    out += 1;
    most = Math.max(most, out);
    seen.push([...batch]);
    await new Promise((resolve) => setTimeout(resolve, 2 + ((batch[0] ?? 0) % 3)));
    out -= 1;
    if (fail?.(batch)) throw new Error(`batch from ${batch[0]} refused`);
  };
  return { commit, seen, most: () => most, out: () => out };
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('inBatches', () => {
  it('commits every item once, in batches of the size, the last one shorter', async () => {
    const { commit, seen } = slowCommits();
    const result = await inBatches(range(1203), commit, { size: 500, inFlight: 4 });
    expect(result).toEqual({ items: 1203, commits: 3 });
    expect(seen.map((batch) => batch.length)).toEqual([500, 500, 203]);
    expect(seen.flat().sort((a, b) => a - b)).toEqual(range(1203));
  });

  it('keeps up to inFlight commits out at once, never more, and waits for all', async () => {
    const { commit, most, out } = slowCommits();
    await inBatches(range(100), commit, { size: 5, inFlight: 4 });
    expect(most()).toBe(4);
    expect(out()).toBe(0);
    const serial = slowCommits();
    await inBatches(range(20), serial.commit, { size: 5, inFlight: 1 });
    expect(serial.most()).toBe(1);
  });

  it('rejects with the first failure once the commits out have settled, and sends no more', async () => {
    const { commit, seen, out } = slowCommits((batch) => batch[0] === 10);
    await expect(inBatches(range(100), commit, { size: 5, inFlight: 2 })).rejects.toThrow(
      'batch from 10 refused',
    );
    expect(out()).toBe(0);
    expect(seen.length).toBeLessThan(20);
  });

  it('commits nothing for nothing', async () => {
    const { commit, seen } = slowCommits();
    expect(await inBatches([], commit)).toEqual({ items: 0, commits: 0 });
    expect(seen).toEqual([]);
  });
});
