import { describe, expect, it } from 'vitest';
import { saveWithRetries } from './photoBucket';

const dropped = Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
const refused = Object.assign(new Error('Forbidden'), { code: 403 });
const isConnectionDrop = (error: unknown) => (error as { code?: unknown }).code === 'EPIPE';

/** A save that fails with the given errors, in order, then succeeds. */
function saveFailing(...errors: Error[]) {
  let calls = 0;
  const save = () => {
    const error = errors[calls];
    calls += 1;
    return error ? Promise.reject(error) : Promise.resolve();
  };
  return { save, calls: () => calls };
}

describe('saveWithRetries', () => {
  it('saves again after a dropped connection', async () => {
    const upload = saveFailing(dropped);
    await saveWithRetries(upload.save, isConnectionDrop, 0);
    expect(upload.calls()).toBe(2);
  });

  it('does not retry an error the client calls final', async () => {
    const upload = saveFailing(refused);
    await expect(saveWithRetries(upload.save, isConnectionDrop, 0)).rejects.toBe(refused);
    expect(upload.calls()).toBe(1);
  });

  it('gives up after three tries, with the last error', async () => {
    const upload = saveFailing(dropped, dropped, dropped);
    await expect(saveWithRetries(upload.save, isConnectionDrop, 0)).rejects.toBe(dropped);
    expect(upload.calls()).toBe(3);
  });
});
