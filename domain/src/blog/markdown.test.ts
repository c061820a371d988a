import { describe, expect, it } from 'vitest';
import { classifyPostLink, decodeEntities, markdownToPlainText, safeImageSource } from './markdown';
import { estimateReadingTime } from './text';

const SITE = 'https://altumroofing.com';

describe('markdownToPlainText', () => {
  it('keeps the words and drops the markup', () => {
    const content = [
      '## Nine signs',
      '',
      'A **bold** and *italic* and _under_ word, `code`.',
      '',
      '1. First [sign](/blog/x "nofollow")',
      '- Second ![photo](https://example.com/a.png#10x10)',
      '> Quoted',
      '',
      '| Material | Life |',
      '|---|--:|',
      '| Shingles | 20 |',
      '',
      '---',
      'Tom &amp; Jerry <b>tag</b> \\*star\\*',
    ].join('\n');
    expect(markdownToPlainText(content)).toBe(
      'Nine signs A bold and italic and under word, code. First sign Second photo Quoted Material Life Shingles 20 Tom & Jerry tag *star*',
    );
  });
});

describe('estimateReadingTime', () => {
  it('counts words, not markup or link addresses', () => {
    const words = Array.from({ length: 200 }, () => 'shingle').join(' ');
    // 200 words: one minute, however much markup surrounds them (counted as words, the
    // markers and the address would make it 204).
    const marked = `**${words}**\n\n---\n\n> \n\n- [](https://example.com/a/long/address)`;
    expect(estimateReadingTime(words)).toBe(1);
    expect(estimateReadingTime(marked)).toBe(1);
    expect(estimateReadingTime(`${words} more`)).toBe(2);
  });
});

describe('decodeEntities', () => {
  it('reads named and numeric references, leaves unknown names', () => {
    expect(decodeEntities('&amp; &lt; &#8217; &#x2014; &nosuch; &#0;')).toBe(
      '& < \u2019 \u2014 &nosuch; \ufffd',
    );
  });
});

describe('classifyPostLink', () => {
  it('takes paths from the root and the site’s own addresses as internal', () => {
    expect(classifyPostLink('/book-inspection', SITE)).toEqual({
      kind: 'internal',
      path: '/book-inspection',
      hash: '',
      search: '',
    });
    expect(classifyPostLink('https://altumroofing.com/blog/x?a=1#faq', SITE)).toEqual({
      kind: 'internal',
      path: '/blog/x',
      hash: 'faq',
      search: '?a=1',
    });
    expect(classifyPostLink('#faq', SITE)).toEqual({
      kind: 'internal',
      path: '',
      hash: 'faq',
      search: '',
    });
  });

  it('lets http(s), mailto and tel out', () => {
    for (const href of [
      'https://example.com',
      'http://example.com/a',
      'mailto:a@b.c',
      'tel:+17135550123',
    ]) {
      expect(classifyPostLink(href, SITE)).toEqual({ kind: 'external', href });
    }
  });

  it('refuses script, data and other schemes however written, and protocol-relative links', () => {
    for (const href of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'vbscript:x',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      '//evil.example',
      '/\\evil.example',
      'relative/path',
      '',
    ]) {
      expect(classifyPostLink(href, SITE)).toEqual({ kind: 'refused' });
    }
  });
});

describe('safeImageSource', () => {
  it('allows http(s) and site paths only', () => {
    expect(safeImageSource('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(safeImageSource('/images/a.png')).toBe('/images/a.png');
    expect(safeImageSource('data:image/png;base64,AAAA')).toBeNull();
    expect(safeImageSource('javascript:alert(1)')).toBeNull();
    expect(safeImageSource('//evil.example/a.png')).toBeNull();
  });
});
