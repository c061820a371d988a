// @vitest-environment node
/**
 * The service worker's upload, read by the Storage emulator's own parser of a multipart upload
 * (firebase-tools), from a local server that answers as Storage would.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: firebase-tools ships no types for its emulator's internals.
import { parseObjectUploadMultipartRequest } from 'firebase-tools/lib/emulator/storage/multipart.js';
import { restUploadPhoto, storageObjectsUrl } from './restUpload';

interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  metadata: unknown;
  data: Buffer;
}

let server: Server;
let origin = '';
let answer = 200;
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const parsed = (
        parseObjectUploadMultipartRequest as (
          type: string,
          body: Buffer,
        ) => { metadataRaw: string; dataRaw: Buffer }
      )(request.headers['content-type'] ?? '', Buffer.concat(chunks));
      received.push({
        url: request.url ?? '',
        headers: request.headers,
        metadata: JSON.parse(parsed.metadataRaw),
        data: parsed.dataRaw,
      });
      response.writeHead(answer).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const photo = (bytes: number[], type = 'image/webp') => ({
  leadId: 'Lead123',
  n: 2,
  blob: new Blob([new Uint8Array(bytes)], { type }),
  leaseUntil: 0,
  attempts: 0,
});

describe('restUploadPhoto', () => {
  it('sends the bytes, the path and the type as the SDK does, with a fresh App Check token', async () => {
    received.length = 0;
    answer = 200;
    // Bytes that look like the multipart framing must come through untouched.
    const bytes = [0xff, 0xd8, 13, 10, 45, 45, 13, 10, 0, 255, 0xff, 0xd9];
    const config = {
      objectsUrl: storageObjectsUrl(origin, 'demo-altum.appspot.com', false),
      appCheckToken: 'token-1',
      appCheckExpiresAt: 2_000,
    };
    expect(await restUploadPhoto(config, 'Lead123', photo(bytes, 'image/jpeg'), 1_000)).toBe(
      'stored',
    );
    const [request] = received;
    expect(request?.url).toBe('/v0/b/demo-altum.appspot.com/o?name=lead-photos%2FLead123%2F2');
    expect(request?.headers['x-goog-upload-protocol']).toBe('multipart');
    expect(request?.headers['x-firebase-appcheck']).toBe('token-1');
    expect(request?.metadata).toEqual({ name: 'lead-photos/Lead123/2', contentType: 'image/jpeg' });
    expect([...(request?.data ?? [])]).toEqual(bytes);
  });

  it('sends no stale App Check token, and reads the rules’ refusal as refused', async () => {
    received.length = 0;
    answer = 403;
    const config = {
      objectsUrl: storageObjectsUrl(origin, 'demo-altum.appspot.com', false),
      appCheckToken: 'token-1',
      appCheckExpiresAt: 2_000,
    };
    expect(await restUploadPhoto(config, 'Lead123', photo([1, 2, 3]), 3_000)).toBe('refused');
    expect(received[0]?.headers['x-firebase-appcheck']).toBeUndefined();
  });

  it('no answer at all is a failed upload, to try again', async () => {
    const config = { objectsUrl: 'http://127.0.0.1:9/v0/b/bucket/o' };
    expect(await restUploadPhoto(config, 'Lead123', photo([1]))).toBe('failed');
  });
});
