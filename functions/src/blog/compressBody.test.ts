import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressBody } from './compressBody';

describe('chooseEncoding', () => {
  it('takes Brotli when asked, else gzip, else none', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
  });

  it('honours q=0, which refuses an encoding', () => {
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0')).toBeNull();
    expect(chooseEncoding('*;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('identity, *;q=0')).toBeNull();
  });
});

describe('compressBody', () => {
  const page = `<!doctype html><html><body>${'<p>Roof repair in Houston.</p>'.repeat(200)}</body></html>`;

  it('gives back the same page, smaller', () => {
    const gzip = compressBody(page, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(page);
    expect(gzip.body.length).toBeLessThan(page.length / 5);
    const br = compressBody(page, 'br, gzip');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(page);
  });

  it('sends plain what was not asked for compressed, and what is too small to gain', () => {
    expect(compressBody(page, undefined)).toEqual({ body: Buffer.from(page), encoding: null });
    expect(compressBody('Something went wrong.', 'gzip').encoding).toBeNull();
  });
});
