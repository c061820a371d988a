/** The page's side of the compression worker: one worker, one promise per photo. */
import type { CompressResponse, CompressResult } from './compressMessages';

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, (result: CompressResult) => void>();

function startWorker(): Worker {
  const started = new Worker(new URL('./compressPhoto.worker.ts', import.meta.url), {
    type: 'module',
    name: 'photo-compression',
  });
  started.onmessage = (event: MessageEvent<CompressResponse>) => {
    const { id, ...result } = event.data;
    if (id === undefined) return;
    waiting.get(id)?.(result);
    waiting.delete(id);
  };
  // The worker could not start or died: every photo still waiting gets an answer.
  started.onerror = () => {
    for (const answer of waiting.values()) answer({ kind: 'failed' });
    waiting.clear();
    worker = undefined;
  };
  return started;
}

/** Decodes, scales and re-encodes one photo in the worker. Never rejects. */
export function compressPhoto(file: Blob): Promise<CompressResult> {
  if (typeof Worker === 'undefined') return Promise.resolve({ kind: 'unsupported' });
  worker ??= startWorker();
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    worker?.postMessage({ id, file });
  });
}
