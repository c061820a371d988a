/**
 * Run before the npm scripts that start the stack (plain JavaScript, so any Node runs it):
 * on another Node major than .nvmrc's, stop with what to do instead of a missing-module
 * stack trace later (firebase-admin's Firestore client is skipped on an engine mismatch).
 * `npm ci` stops on its own (engine-strict in .npmrc, the sentence in package.json engines).
 */
import { readFileSync } from 'node:fs';

const needed = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8')
  .trim()
  .split('.')[0];
const running = process.versions.node.split('.')[0];
if (running !== needed) {
  console.error(
    `This project needs Node ${needed}, and this shell runs Node ${process.versions.node}.\n` +
      `Get it with this line in the repository root, then run the command again:\n\n` +
      `  . scripts/use-node.sh\n`,
  );
  process.exit(1);
}
