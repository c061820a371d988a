// Prints the environment that points firebase-tools at the offline emulator jars, e.g.
//   env $(npx tsx scripts/emulators/prepare-jars.ts) npx firebase emulators:start
import { MissingToolError, prepareEmulatorJars } from './java';

try {
  const { env } = await prepareEmulatorJars({ log: (msg) => console.error(msg) });
  for (const [name, value] of Object.entries(env)) console.log(`${name}=${value}`);
} catch (error) {
  if (!(error instanceof MissingToolError)) throw error;
  console.error(error.message);
  process.exit(1);
}
