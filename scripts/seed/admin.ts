import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { emulatorEnv, PROJECT_ID } from '../lib/ports';

/**
 * A firebase-admin app bound to the local emulators. The admin SDK reads the emulator
 * hosts from the environment, so they are set before the app is created.
 */
export function emulatorAdminApp(): App {
  Object.assign(process.env, emulatorEnv());
  return getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
}

export async function closeAdminApps(): Promise<void> {
  await Promise.all(getApps().map((app) => deleteApp(app)));
}
