/**
 * The floor of a prerendered page: the same HTML with every script removed (inline,
 * external, JSON-LD) and no module preloads. Same markup, CSS, fonts and images, no
 * JavaScript: nothing built on this design can paint faster.
 */
export function floorOf(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}

/** Elements in a page's HTML: every start tag, the document's own included. */
export function countElements(html: string): number {
  return html.match(/<[a-zA-Z][a-zA-Z0-9-]*(?=[\s/>])/g)?.length ?? 0;
}
