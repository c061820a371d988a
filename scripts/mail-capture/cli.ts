/**
 * Runs the mail capture server on its own: `npx tsx scripts/mail-capture/cli.ts [--port 8025]`.
 * Open the printed URL to read every e-mail the local functions send.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_MAIL_CAPTURE_PORT, startMailCapture } from './server';

const { values } = parseArgs({
  options: { port: { type: 'string' }, host: { type: 'string' } },
});
const port = Number(values.port ?? process.env.MAIL_CAPTURE_PORT ?? DEFAULT_MAIL_CAPTURE_PORT);

const capture = await startMailCapture({
  port,
  host: values.host ?? '127.0.0.1',
  log: (line) => console.log(line),
});
console.log(`Mail capture listening: ${capture.url} (captured e-mails at ${capture.url}/)`);

const stop = () => {
  void capture.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
