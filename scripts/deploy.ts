/**
 * `npm run deploy [-- <firebase deploy options>]`: deploys the production build in web/ with
 * Hosting's Content-Security-Policy header made from that build's own page policies
 * (scripts/lib/hostingConfig.ts), never a local build, and only while storage.cors.json
 * allows the origins the site is configured with (scripts/lib/storageCors.ts).
 */
import { join } from 'node:path';
import { formatPolicy } from '../web/build/csp';
import {
  builtHeaderPolicy,
  DEPLOY_CONFIG,
  LOOPBACK,
  writeHostingConfig,
} from './lib/hostingConfig';
import { repoRoot } from './lib/paths';
import { run } from './lib/stack';
import {
  builtSiteOrigin,
  configuredOrigins,
  corsOriginProblems,
  corsOrigins,
  readCorsRules,
  CORS_FILE,
} from './lib/storageCors';

const policy = await builtHeaderPolicy();
if (LOOPBACK.test(formatPolicy(policy))) {
  console.error(
    'web/dist is a build for the local stack (its pages name the emulators): build for ' +
      'production first (npm run build with the web app config, see docs/deploy.md).',
  );
  process.exit(1);
}
const corsProblems = corsOriginProblems(
  corsOrigins(readCorsRules()),
  configuredOrigins(),
  builtSiteOrigin(join(repoRoot, 'web', 'dist')),
);
if (corsProblems.length > 0) {
  console.error(
    [
      ...corsProblems,
      `Make ${CORS_FILE} name the site's origins, apply it to the bucket (docs/deploy.md, ` +
        '"Storage CORS"), and deploy again.',
    ].join('\n'),
  );
  process.exit(1);
}
const config = await writeHostingConfig(DEPLOY_CONFIG, policy);
const firebase = join(repoRoot, 'node_modules', '.bin', 'firebase');
process.exit(await run(firebase, ['deploy', '--config', config, ...process.argv.slice(2)]));
