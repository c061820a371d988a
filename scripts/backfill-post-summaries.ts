/**
 * `npm run backfill-post-summaries`: writes the admin posts list's summary of every post
 * (scripts/lib/backfillPostSummaries.ts). Against the local emulators when
 * FIRESTORE_EMULATOR_HOST is set; otherwise against the real project (GOOGLE_CLOUD_PROJECT,
 * or the one in the credentials) with application default credentials.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { backfillPostSummaries } from './lib/backfillPostSummaries';
import { emulatorEnv, PROJECT_ID } from './lib/ports';

try {
  const local = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
  if (local) {
    for (const [key, value] of Object.entries(emulatorEnv())) process.env[key] ??= value;
  }
  const projectId = local
    ? PROJECT_ID
    : (process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT);
  const app = initializeApp(projectId ? { projectId } : undefined);
  try {
    const { written, removed } = await backfillPostSummaries(app);
    const where = local ? 'local emulators' : `project ${app.options.projectId ?? '(default)'}`;
    console.log(
      `Post summaries written: ${written}; left by deleted posts, removed: ${removed} (${where})`,
    );
  } finally {
    await deleteApp(app);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
