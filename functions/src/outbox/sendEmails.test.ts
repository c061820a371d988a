import { describe, expect, it } from 'vitest';
import { MailKeyMissingError } from '../leads/mailer';
import { sendEach, stateAfter } from './sendEmails';

/** An error as the SendGrid client throws it: the HTTP status in `code`. */
const http = (code: number) => Object.assign(new Error(`HTTP ${code}`), { code });
const once = { attempts: 1, baseDelayMs: 0 };

describe('an e-mail that failed', () => {
  it('waits for the sweep after a transient failure', () => {
    expect(stateAfter('transient')).toBe('pending');
  });

  it('is blocked when our key is refused', () => {
    expect(stateAfter('blocked')).toBe('blocked');
  });

  it('fails for good on any other refusal', () => {
    expect(stateAfter('final')).toBe('failed');
  });
});

describe('sending the e-mails of a record', () => {
  it('records each as sent, the first while the other is on its way', async () => {
    const recorded: [string, number][] = [];
    let releaseSlow = () => {};
    const slow = new Promise<void>((resolve) => (releaseSlow = resolve));
    const outcomes = await sendEach(
      ['office', 'homeowner'],
      (part) => (part === 'office' ? slow : Promise.resolve()),
      once,
      async (part, stillOnTheirWay) => {
        recorded.push([part, stillOnTheirWay]);
        if (part === 'homeowner') releaseSlow();
      },
    );
    expect(recorded).toEqual([
      ['homeowner', 1],
      ['office', 0],
    ]);
    expect(outcomes).toEqual([{ part: 'office' }, { part: 'homeowner' }]);
  });

  it('gives each failure back with its part, and records only what was sent', async () => {
    const recorded: string[] = [];
    const refused = http(401);
    const outcomes = await sendEach(
      ['office', 'homeowner'],
      async (part) => {
        if (part === 'office') throw refused;
      },
      once,
      async (part) => void recorded.push(part),
    );
    expect(outcomes).toEqual([{ part: 'office', error: refused }, { part: 'homeowner' }]);
    expect(recorded).toEqual(['homeowner']);
  });

  it('tries a transient failure again within the run', async () => {
    let tries = 0;
    const outcomes = await sendEach(
      ['office'],
      async () => {
        if (++tries === 1) throw http(503);
      },
      { attempts: 3, baseDelayMs: 0 },
      async () => {},
    );
    expect(tries).toBe(2);
    expect(outcomes).toEqual([{ part: 'office' }]);
  });

  it('does not try a missing key again', async () => {
    let tries = 0;
    const [outcome] = await sendEach(
      ['office'],
      async () => {
        tries++;
        throw new MailKeyMissingError();
      },
      { attempts: 3, baseDelayMs: 0 },
      async () => {},
    );
    expect(tries).toBe(1);
    expect(outcome?.error).toBeInstanceOf(MailKeyMissingError);
  });

  it("fails the run when a sent e-mail's record cannot be written", async () => {
    await expect(
      sendEach(
        ['office'],
        async () => {},
        once,
        async () => {
          throw new Error('write refused');
        },
      ),
    ).rejects.toThrow('write refused');
  });
});
