/**
 * For emulator tests: what a trigger writes shows up some time after the write that started
 * it. Reads until the value is there (anything but undefined), or throws once the time is up.
 */
export async function eventually<T>(
  read: () => Promise<T | undefined>,
  options: { what: string; timeoutMs: number; everyMs?: number },
): Promise<T> {
  const until = Date.now() + options.timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${options.what}`);
    await new Promise((resolve) => setTimeout(resolve, options.everyMs ?? 250));
  }
}
