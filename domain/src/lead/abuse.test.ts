import { describe, expect, it } from 'vitest';
import {
  confirmationFirstName,
  isQuietSpam,
  isSuspectedSpamReason,
  normalizeMailbox,
  suspectedSpamReason,
  tooFastNote,
} from './abuse';

describe('normalizeMailbox', () => {
  it.each([
    ['Maria@Example.com', 'maria@example.com'],
    ['  maria+roof@example.com ', 'maria@example.com'],
    ['maria+a+b@example.com', 'maria@example.com'],
    // Dots count outside Gmail: another provider may deliver them elsewhere.
    ['m.aria@example.com', 'm.aria@example.com'],
    ['j.o.h.n.doe@gmail.com', 'johndoe@gmail.com'],
    ['J.Doe+claim@GMAIL.COM', 'jdoe@gmail.com'],
    ['jdoe@googlemail.com', 'jdoe@gmail.com'],
    ['j.doe+x@GoogleMail.com', 'jdoe@gmail.com'],
    ['jdoe@gmail.com.evil.test', 'jdoe@gmail.com.evil.test'],
    ['no-at-sign', 'no-at-sign'],
  ])('reads %j as the mailbox %j', (email, mailbox) => {
    expect(normalizeMailbox(email)).toBe(mailbox);
  });

  it('gives every plus and dot variant of one Gmail mailbox the same key', () => {
    const variants = ['victim@gmail.com', 'v.i.c.t.i.m@gmail.com', 'victim+1@googlemail.com'];
    expect(new Set(variants.map(normalizeMailbox))).toEqual(new Set(['victim@gmail.com']));
  });
});

describe('confirmationFirstName', () => {
  it.each([
    ['Maria Lopez', 'Maria'],
    ['  José\u0007,María ', 'José'],
    ["O'Brien-Smith Jr.", "O'Brien-Smith"],
    ['Anne-Marie', 'Anne-Marie'],
    // A dot, slash, colon or at sign could make a mail client draw a link: never echoed.
    ['claim-refund-now.com Smith', undefined],
    ['Dr. Smith', undefined],
    ['Dr.;Evil', undefined],
    ['http://phish.example', undefined],
    ['refunds/claim Now', undefined],
    ['call:now Bob', undefined],
    ['bob@example.com', undefined],
    ['\r\nBcc: victim@example.com', undefined],
    ['1234', undefined],
    ['', undefined],
  ])('takes the first name of %j as %j', (name, expected) => {
    expect(confirmationFirstName(name)).toBe(expected);
  });
});

describe('suspectedSpamReason', () => {
  it('suspects a filled hidden field first, then a submit under 3 s from the page load', () => {
    expect(suspectedSpamReason({ honeypotFilled: true, msSincePageLoad: 60_000 })).toBe('honeypot');
    expect(suspectedSpamReason({ honeypotFilled: false, msSincePageLoad: 2999 })).toBe('too-fast');
    expect(suspectedSpamReason({ honeypotFilled: false, msSincePageLoad: 3000 })).toBeNull();
    expect(isSuspectedSpamReason('too-fast')).toBe(true);
    expect(isSuspectedSpamReason('spam')).toBe(false);
  });
});

describe('isQuietSpam', () => {
  it('holds back only a filled honeypot', () => {
    expect(isQuietSpam('honeypot')).toBe(true);
    expect(isQuietSpam('too-fast')).toBe(false);
    expect(isQuietSpam(null)).toBe(false);
  });
});

describe('tooFastNote', () => {
  it('says how soon a fast lead was sent, or that the page recorded no time', () => {
    expect(tooFastNote(1234)).toBe('check: sent 1.2 s after opening');
    expect(tooFastNote(-5)).toBe('check: sent 0.0 s after opening');
    expect(tooFastNote(undefined)).toBe('check: sent under 3 s after opening');
  });
});
