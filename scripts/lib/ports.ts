import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { repoRoot } from './paths';

export const PROJECT_ID = 'demo-altum';
export const MAIL_CAPTURE_PORT = 8025;
/** The local stand-in for browsers' push services (scripts/push-receiver). */
export const PUSH_RECEIVER_PORT = 8026;
export const VITE_DEV_PORT = 5173;

interface EmulatorAddress {
  host: string;
  port: number;
}

/** firebase.json is the one place the emulator ports are written down. */
export function emulatorAddresses(): Record<string, EmulatorAddress> {
  const config = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as {
    emulators: Record<string, EmulatorAddress | { enabled: boolean } | boolean>;
  };
  const addresses: Record<string, EmulatorAddress> = {};
  for (const [name, value] of Object.entries(config.emulators)) {
    if (typeof value === 'object' && 'port' in value) addresses[name] = value;
  }
  return addresses;
}

export function emulatorUrl(name: string): string {
  const address = emulatorAddresses()[name];
  if (!address) throw new Error(`firebase.json has no port for the ${name} emulator`);
  return `http://${address.host}:${address.port}`;
}

export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** Fails fast with a clear message when another stack (or anything else) holds a port. */
export async function assertPortsFree(ports: number[]): Promise<void> {
  const busy: number[] = [];
  for (const port of ports) if (!(await isPortFree(port))) busy.push(port);
  if (busy.length) {
    throw new Error(
      `Port(s) ${busy.join(', ')} already in use. Stop the other local stack (npm start) or process first.`,
    );
  }
}

/** Environment that points Firebase SDKs (admin and client, in Node) at the emulators. */
export function emulatorEnv(): Record<string, string> {
  const a = emulatorAddresses();
  const at = (name: string) => `${a[name]?.host}:${a[name]?.port}`;
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: at('firestore'),
    FIREBASE_AUTH_EMULATOR_HOST: at('auth'),
    FIREBASE_STORAGE_EMULATOR_HOST: at('storage'),
    STORAGE_EMULATOR_HOST: `http://${at('storage')}`,
  };
}
