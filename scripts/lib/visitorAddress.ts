/**
 * The client address a script's calls to the Functions emulator come from. Deployed, Google's
 * front end appends the address it saw to X-Forwarded-For, and the functions trust only that
 * last entry (clientIp in functions/src/blog/countPostView.ts), so a caller cannot choose it.
 * The emulator has no front end: every call comes from 127.0.0.1. A script that stands for
 * distinct visitors (the booking race), or for one visitor of its own each run (an abuse
 * probe), adds the header that front end would, here, around the real web SDK's calls.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const current = new AsyncLocalStorage<string>();
let installed = false;

/** Wraps the global fetch (the Functions SDK calls it per request) to add the address. */
function install(): void {
  if (installed) return;
  installed = true;
  const fetchOf = globalThis.fetch.bind(globalThis);
  globalThis.fetch = (input, init) => {
    const address = current.getStore();
    if (!address) return fetchOf(input, init);
    const headers = new Headers(init?.headers);
    headers.set('X-Forwarded-For', address);
    return fetchOf(input, { ...init, headers });
  };
}

/** Runs `call` (and every fetch it makes, awaited or not) as the visitor at `address`. */
export function asVisitor<T>(address: string, call: () => Promise<T>): Promise<T> {
  install();
  return current.run(address, call);
}

/** An address of its own in 2001:db8::/32 (documentation space): its own /64, one visitor. */
export function randomVisitorAddress(): string {
  const group = () => Math.floor(Math.random() * 0x10000).toString(16);
  return `2001:db8:${group()}:${group()}::1`;
}
