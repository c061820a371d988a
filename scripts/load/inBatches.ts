/**
 * Runs many writes as commits of up to `size` each (Firestore takes 500 writes per commit), with
 * at most `inFlight` commits waiting on the server at once: a load script's seed is then bound
 * by how fast the emulator applies commits, not by one round trip after another.
 */
export async function inBatches<T>(
  items: Iterable<T>,
  commit: (batch: T[]) => Promise<unknown>,
  { size = 500, inFlight = 4 }: { size?: number; inFlight?: number } = {},
): Promise<{ items: number; commits: number }> {
  if (!(size >= 1 && inFlight >= 1)) throw new Error('size and inFlight must be at least 1');
  const running = new Set<Promise<unknown>>();
  let failure: { error: unknown } | undefined;
  let count = 0;
  let commits = 0;
  let batch: T[] = [];
  const send = async (chunk: T[]) => {
    const sent = commit(chunk).then(
      () => undefined,
      (error: unknown) => {
        failure ??= { error };
      },
    );
    running.add(sent);
    void sent.finally(() => running.delete(sent));
    commits += 1;
    // Room for the next: wait while as many commits as allowed are still out.
    while (running.size >= inFlight) await Promise.race(running);
  };
  for (const item of items) {
    if (failure) break;
    batch.push(item);
    count += 1;
    if (batch.length === size) {
      await send(batch);
      batch = [];
    }
  }
  if (batch.length > 0 && !failure) await send(batch);
  await Promise.all(running);
  if (failure) throw failure.error;
  return { items: count, commits };
}
