// Preloaded into firebase-tools (node --require). Its Storage rules client parses each stdout
// chunk of the rules runtime as exactly one JSON message, so two replies that reach the pipe
// together are dropped and their uploads hang. This re-frames the runtime's stdout into one
// chunk per line before firebase-tools reads it. Only the runtime's process is touched.
'use strict';
const childProcess = require('node:child_process');
const { Readable } = require('node:stream');

const originalSpawn = childProcess.spawn;

function isStorageRulesRuntime(command, args) {
  return (
    typeof command === 'string' &&
    /(^|\/)java$/.test(command) &&
    Array.isArray(args) &&
    args[args.length - 1] === 'serve' &&
    args.some((arg) => typeof arg === 'string' && /storage-rules-runtime.*\.jar$/.test(arg))
  );
}

function lineFramed(stdout) {
  // Object mode: every push is delivered as its own 'data' event, never merged.
  const lines = new Readable({ objectMode: true, read() {} });
  let pending = '';
  stdout.on('data', (chunk) => {
    pending += chunk.toString('utf8');
    let end;
    while ((end = pending.indexOf('\n')) >= 0) {
      const line = pending.slice(0, end);
      pending = pending.slice(end + 1);
      if (line.trim() !== '') lines.push(Buffer.from(line, 'utf8'));
    }
  });
  stdout.on('end', () => {
    if (pending.trim() !== '') lines.push(Buffer.from(pending, 'utf8'));
    lines.push(null);
  });
  return lines;
}

childProcess.spawn = function spawn(command, args) {
  const child = originalSpawn.apply(this, arguments);
  if (child.stdout && isStorageRulesRuntime(command, args)) {
    Object.defineProperty(child, 'stdout', { value: lineFramed(child.stdout), configurable: true });
  }
  return child;
};
