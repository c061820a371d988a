/**
 * The Functions emulator's background triggers, off for a while. A test that writes documents
 * only as a fixture (hundreds of leads for a sweep to page through, a lead whose creation event
 * must not run), or a rules test, would otherwise race the stack's own functions or leave them
 * a backlog of events (the emulator hands them over one at a time) that delays the next tests
 * for minutes. Events of writes made meanwhile are dropped. Turning them on again restarts
 * every function worker.
 */
import { emulatorUrl } from './ports';

/** Turns the background triggers off (waiting for the functions running then) or on again. */
export async function toggleTriggers(action: 'disable' | 'enable'): Promise<void> {
  const response = await fetch(`${emulatorUrl('hub')}/functions/${action}BackgroundTriggers`, {
    method: 'PUT',
  });
  if (!response.ok)
    throw new Error(`Could not ${action} the function triggers: HTTP ${response.status}`);
}

export async function withoutTriggers<T>(body: () => Promise<T>): Promise<T> {
  await toggleTriggers('disable');
  try {
    return await body();
  } finally {
    await toggleTriggers('enable');
  }
}
