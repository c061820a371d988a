import { css } from 'styled-components';

/** An SVG document as a CSS url(), for art drawn by the stylesheet rather than the markup. */
export const svgDataUrl = (svg: string) =>
  `url("data:image/svg+xml,${svg.replace(/"/g, "'").replace(/[#<>%]/g, encodeURIComponent)}")`;

/**
 * A 24px-grid stroke icon (Lucide's style) drawn by CSS in the current text colour. An icon
 * repeated down a list is then defined once, in the stylesheet, and adds no element to the
 * page: put it on a pseudo-element.
 */
export function maskIcon(paths: string, size: number) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" ` +
    `stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`;
  return css`
    content: '';
    display: inline-block;
    flex: none;
    width: ${size}px;
    height: ${size}px;
    background: currentColor;
    /* Longhands: the W3C checker's CSS validator does not parse the mask shorthand. */
    mask-image: ${svgDataUrl(svg)};
    mask-position: center;
    mask-size: contain;
    mask-repeat: no-repeat;
  `;
}
