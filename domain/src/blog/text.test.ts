import { describe, expect, it } from 'vitest';
import { BLOG_LIMITS } from './limits';
import { cutTo, estimateReadingTime, parseKeywords, parseReadingTime, toParagraphs } from './text';

const words = (n: number) => Array.from({ length: n }, () => 'shingle').join(' ');

describe('estimateReadingTime', () => {
  it('divides the words by 200 a minute and rounds up', () => {
    expect(estimateReadingTime(words(200))).toBe(1);
    expect(estimateReadingTime(words(201))).toBe(2);
    expect(estimateReadingTime(words(1000))).toBe(5);
  });

  it('never says less than one minute', () => {
    expect(estimateReadingTime('')).toBe(1);
    expect(estimateReadingTime('   ')).toBe(1);
  });

  it('counts words across any whitespace', () => {
    expect(estimateReadingTime(`${words(150)}\n\n\t${words(100)}`)).toBe(2);
  });
});

describe('parseReadingTime', () => {
  it('keeps a whole number of minutes', () => {
    expect(parseReadingTime('7')).toBe(7);
    expect(parseReadingTime(3)).toBe(3);
  });

  it('falls back to five minutes when the input is not a number', () => {
    expect(parseReadingTime('soon')).toBe(BLOG_LIMITS.defaultReadingTime);
    expect(parseReadingTime('')).toBe(5);
    expect(parseReadingTime(Number.NaN)).toBe(5);
  });

  it('raises anything under one minute to one', () => {
    expect(parseReadingTime('0')).toBe(1);
    expect(parseReadingTime(-4)).toBe(1);
  });
});

describe('parseKeywords', () => {
  it('splits on commas, trims each keyword and drops empty entries', () => {
    expect(parseKeywords(' roof leak , Houston,, ,hail damage ')).toEqual([
      'roof leak',
      'Houston',
      'hail damage',
    ]);
  });
});

describe('cutTo', () => {
  it('cuts the excerpt at 160 characters and leaves shorter text alone', () => {
    expect(cutTo('a'.repeat(200), BLOG_LIMITS.excerpt)).toHaveLength(160);
    expect(cutTo('short', BLOG_LIMITS.excerpt)).toBe('short');
  });

  it('cuts the SEO title at 60 and the SEO description at 160', () => {
    expect(cutTo('t'.repeat(61), BLOG_LIMITS.seoTitle)).toHaveLength(60);
    expect(cutTo('d'.repeat(161), BLOG_LIMITS.seoDescription)).toHaveLength(160);
  });
});

describe('toParagraphs', () => {
  it('makes one paragraph per line, dropping blank lines and outer spaces', () => {
    expect(toParagraphs('First line.\n\n  Second line.  \r\nThird line.\n')).toEqual([
      'First line.',
      'Second line.',
      'Third line.',
    ]);
  });
});
