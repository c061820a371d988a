/**
 * `npm run deploy [-- <firebase deploy options>]`: deploys the production build in web/ with
 * Hosting's Content-Security-Policy header made from that build's own page policies
 * (scripts/lib/hostingConfig.ts), never a local build.
 */
import { join } from 'node:path';
import { formatPolicy } from '../web/scripts/csp';
import {
  builtHeaderPolicy,
  DEPLOY_CONFIG,
  LOOPBACK,
  writeHostingConfig,
} from './lib/hostingConfig';
import { repoRoot } from './lib/paths';
import { run } from './lib/stack';

const policy = await builtHeaderPolicy();
if (LOOPBACK.test(formatPolicy(policy))) {
  console.error(
    'web/dist is a build for the local stack (its pages name the emulators): build for ' +
      'production first (npm run build with the web app config, see "Deploying").',
  );
  process.exit(1);
}
const config = await writeHostingConfig(DEPLOY_CONFIG, policy);
const firebase = join(repoRoot, 'node_modules', '.bin', 'firebase');
process.exit(await run(firebase, ['deploy', '--config', config, ...process.argv.slice(2)]));
