/**
 * The styles a server render collected, as a plain stylesheet the client leaves in place.
 *
 * styled-components writes, after each component's rules, a marker rule naming the classes it
 * generated (`data-styled.g12[id="sc-abc"]{content:"xYz,"}`), so that the client can take the
 * server's <style> tag over: it reads the markers, moves every rule into a tag of its own and
 * removes the server's. The markers are about a kilobyte of every page's compressed HTML, and
 * that kilobyte decides whether a large page fits in a new connection's first round trip.
 *
 * Without the markers, and under an attribute styled-components does not look for, the tag is
 * an ordinary stylesheet: the page paints from it before any script and keeps it. When the app
 * starts, each component injects its rules again as it renders: the same class names and
 * declarations, so nothing on screen changes. Sections hydration skips (ui/StaticMarkup) keep
 * their styles from this tag.
 */
const SERVER_TAG = /<style data-styled="true" data-styled-version="[\d.]+">/g;
const MARKER_RULE = /data-styled\.g\d+\[id="[\w-]+"\]\{content:"[\w,-]*"\}\/\*!sc\*\/\n/g;
const SEPARATOR = /\/\*!sc\*\/\n/g;

export function plainServerStyles(styleTags: string): string {
  const plain = styleTags
    .replace(SERVER_TAG, '<style data-server-styles="">')
    .replace(MARKER_RULE, '')
    .replace(SEPARATOR, '');
  // A tag styled-components would still take over, now without its markers, would lose its
  // rules the moment the app starts: a format this does not know fails the build instead.
  if (/data-styled/.test(plain)) {
    throw new Error('styled-components wrote its server styles in a format not known here');
  }
  return plain;
}
