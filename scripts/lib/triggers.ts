/**
 * The Functions emulator's background triggers, off for a while. A test that writes documents
 * only as a fixture (hundreds of leads for a sweep to page through, a lead whose creation event
 * must not run) or that checks what the rules decide from a document a function rewrites
 * (alertStatus) would otherwise race the stack's own functions, or leave them a backlog of
 * events that delays the next tests for minutes. Events of writes made meanwhile are dropped.
 */
import { emulatorUrl } from './ports';

async function toggle(action: 'disable' | 'enable'): Promise<void> {
  // Turning them off waits for the functions running then to end.
  const response = await fetch(`${emulatorUrl('hub')}/functions/${action}BackgroundTriggers`, {
    method: 'PUT',
  });
  if (!response.ok)
    throw new Error(`Could not ${action} the function triggers: HTTP ${response.status}`);
}

export async function withoutTriggers<T>(body: () => Promise<T>): Promise<T> {
  await toggle('disable');
  try {
    return await body();
  } finally {
    await toggle('enable');
  }
}
