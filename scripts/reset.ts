/** `npm run reset`: forgets the local emulator data, then starts the stack fresh with seed data. */
import { rmSync } from 'node:fs';
import { emulatorDataDir } from './lib/paths';
import { emulatorAddresses, isPortFree } from './lib/ports';

const firestorePort = emulatorAddresses().firestore?.port ?? 8080;
if (!(await isPortFree(firestorePort))) {
  console.error('The local stack is running: stop it (Ctrl-C) before resetting its data.');
  process.exit(1);
}
rmSync(emulatorDataDir, { recursive: true, force: true });
console.log('Local emulator data removed.');
await import('./start');
