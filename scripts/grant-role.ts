/**
 * `npm run grant-role -- <email> admin|writer`: gives a Google account a staff role.
 * Against the local emulators when FIRESTORE_EMULATOR_HOST is set; otherwise against the
 * real project (GOOGLE_CLOUD_PROJECT, or the one in the credentials) with application
 * default credentials (`gcloud auth application-default login`).
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { grantRole, parseRole } from './lib/grantRole';
import { emulatorEnv, PROJECT_ID } from './lib/ports';

const [email, roleArg] = process.argv.slice(2);
if (!email || !roleArg) {
  console.error('Usage: npm run grant-role -- <email> admin|writer');
  process.exit(2);
}

try {
  const role = parseRole(roleArg);
  const local = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
  if (local) {
    // The admin SDK finds each emulator by its own variable: fill in those not given.
    for (const [key, value] of Object.entries(emulatorEnv())) process.env[key] ??= value;
  }
  const projectId = local
    ? PROJECT_ID
    : (process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT);
  const app = initializeApp(projectId ? { projectId } : undefined);
  try {
    const roles = await grantRole(app, email, role);
    const where = local ? 'local emulators' : `project ${app.options.projectId ?? '(default)'}`;
    console.log(
      `${email} now holds: ${Object.entries(roles)
        .filter(([, held]) => held)
        .map(([name]) => name)
        .join(', ')} (${where})`,
    );
  } finally {
    await deleteApp(app);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
