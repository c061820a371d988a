import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Everything the local stack writes (emulator data, logs, reports) stays under .local/. */
export const localDir = join(repoRoot, '.local');
export const emulatorDataDir = join(localDir, 'emulator-data');
export const logsDir = join(localDir, 'logs');
export const reportsDir = join(localDir, 'reports');
