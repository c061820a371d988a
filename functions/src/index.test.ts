import { afterEach, describe, expect, it, vi } from 'vitest';

const LOCAL_ROUNDS = [
  'sweepLeadEmailsLocal',
  'sweepLeadAlertsLocal',
  'publishScheduledPostsLocal',
  'sweepImageVariantsLocal',
  'sweepLeadPhotosLocal',
  'sweepInspectionsLocal',
];

async function exportsWith(emulator: string | undefined) {
  vi.resetModules();
  vi.stubEnv('FUNCTIONS_EMULATOR', emulator);
  // The Storage triggers name the project's default bucket as they are defined.
  vi.stubEnv(
    'FIREBASE_CONFIG',
    JSON.stringify({ projectId: 'demo-altum', storageBucket: 'demo-altum.appspot.com' }),
  );
  return (await import('./index')) as Record<string, unknown>;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the functions a deploy sees', () => {
  it('hold no local round: outside the emulator those exports are undefined', async () => {
    const exported = await exportsWith(undefined);
    expect(Object.keys(exported).filter((name) => name.endsWith('Local'))).toEqual(
      expect.arrayContaining(LOCAL_ROUNDS),
    );
    for (const name of LOCAL_ROUNDS) expect(exported[name], name).toBeUndefined();
    expect(typeof exported['retryLeadEmails']).toBe('function');
  });

  it('inside the Functions emulator, each local round is an HTTP function', async () => {
    const exported = await exportsWith('true');
    for (const name of LOCAL_ROUNDS) expect(typeof exported[name], name).toBe('function');
  });
});
