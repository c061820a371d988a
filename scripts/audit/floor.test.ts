import { describe, expect, it } from 'vitest';
import { countElements, floorOf } from './floor';

const page =
  '<!doctype html><html><head><title>T</title>' +
  '<link rel="modulepreload" crossorigin href="/assets/a.js">' +
  '<script type="module" crossorigin src="/assets/index.js"></script>' +
  '<script type="application/ld+json">{"a":"<b>"}</script>' +
  '<style>p{color:red}</style></head>' +
  '<body><div id="root"><p>Hi<br/></p><svg><use href="#x"></use></svg></div>' +
  '<script>(function(){load()})()</script></body></html>';

describe('floorOf', () => {
  it('removes every script and module preload, and nothing else', () => {
    expect(floorOf(page)).toBe(
      '<!doctype html><html><head><title>T</title><style>p{color:red}</style></head>' +
        '<body><div id="root"><p>Hi<br/></p><svg><use href="#x"></use></svg></div></body></html>',
    );
  });
});

describe('countElements', () => {
  it('counts start tags, not end tags, comments or the doctype', () => {
    expect(countElements('<!doctype html><html><body><p>a<br/></p><!-- x --></body></html>')).toBe(
      4,
    );
  });
});
