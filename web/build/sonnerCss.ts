import type { Plugin } from 'vite';

const UNWRAPPED = '--scale:var(--toasts-before) * 0.05 + 1;';
const WRAPPED = '--scale:calc(var(--toasts-before) * 0.05 + 1);';

/**
 * sonner injects its stylesheet at runtime, and one custom property in it holds bare
 * arithmetic. That is valid CSS, but the W3C Nu HTML checker cannot parse it and reports the
 * page as invalid. Wrapped in calc() it means the same (its one use is inside calc()), and
 * the checker reads it. Fails the build if sonner changes, so the patch never silently stops.
 */
export function sonnerCheckerFriendlyCss(): Plugin {
  return {
    name: 'altum:sonner-checker-friendly-css',
    enforce: 'pre',
    transform(code, id) {
      if (!/node_modules\/sonner\/dist\/index\.m?js$/.test(id)) return null;
      if (!code.includes(UNWRAPPED)) {
        if (code.includes(WRAPPED)) return null;
        this.error(`sonner's toast CSS changed: review ${import.meta.filename}`);
      }
      return { code: code.replace(UNWRAPPED, WRAPPED), map: null };
    },
  };
}
