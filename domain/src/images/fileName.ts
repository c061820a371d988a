import { IMAGE_LIMITS } from './limits';

/**
 * A file name safe in a Storage path and a URL: letters, digits, '.', '_' and '-' only
 * (anything else becomes '-'), lowercase extension, at most IMAGE_LIMITS.maxFileName long.
 * 'Roof Photo (1).PNG' -> 'Roof-Photo-1.png'.
 */
export function safeImageFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  const base = dot >= 0 ? name.slice(0, dot) : name;
  const ext = dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
  const clean = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '');
  const cleanExt = clean(ext).replace(/\./g, '');
  const suffix = cleanExt ? `.${cleanExt}` : '';
  const cleanBase = clean(base) || 'image';
  return cleanBase.slice(0, IMAGE_LIMITS.maxFileName - suffix.length) + suffix;
}

/**
 * The name to use when `name` is taken: 'roof.png' -> 'roof-2.png', then 'roof-3.png'... the
 * first that `isTaken` says is free (files are never overwritten).
 */
export async function freeImageFileName(
  name: string,
  isTaken: (candidate: string) => Promise<boolean>,
  maxTries = 50,
): Promise<string> {
  if (!(await isTaken(name))) return name;
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  const suffix = dot > 0 ? name.slice(dot) : '';
  for (let n = 2; n < maxTries + 2; n++) {
    const tail = `-${n}${suffix}`;
    const candidate = base.slice(0, IMAGE_LIMITS.maxFileName - tail.length) + tail;
    if (!(await isTaken(candidate))) return candidate;
  }
  throw new Error(`No free name for ${name} after ${maxTries} tries`);
}
