import { describe, expect, it } from 'vitest';
import { plainServerStyles } from './serverStyles';

/** What styled-components' getStyleTags() writes (6.x): rules, then each component's marker. */
const collected =
  '<style data-styled="true" data-styled-version="6.6.0">' +
  '.fybNUj{display:inline-flex;}/*!sc*/\n' +
  '@media (min-width:768px){.fybNUj{gap:8px;}}/*!sc*/\n' +
  'data-styled.g2[id="sc-qsa6f2-1"]{content:"fybNUj,ciHaCw,"}/*!sc*/\n' +
  'body{margin:0;}/*!sc*/\n' +
  'data-styled.g3[id="sc-global-a1"]{content:"sc-global-a1,"}/*!sc*/\n' +
  '</style>';

describe('plainServerStyles', () => {
  it('keeps every rule and drops the markers, under an attribute styled-components ignores', () => {
    expect(plainServerStyles(collected)).toBe(
      '<style data-server-styles="">' +
        '.fybNUj{display:inline-flex;}@media (min-width:768px){.fybNUj{gap:8px;}}body{margin:0;}' +
        '</style>',
    );
  });

  it('fails on a format it does not know rather than leave a tag the client would empty', () => {
    expect(() =>
      plainServerStyles('<style data-styled="active" data-styled-version="7.0.0">.a{}</style>'),
    ).toThrow(/format not known/);
    expect(() =>
      plainServerStyles(collected.replace('data-styled.g2[id="sc-qsa6f2-1"]', 'data-styled.x')),
    ).toThrow(/format not known/);
  });
});
