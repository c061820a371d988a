import { emulatorAdminApp } from './admin';
import { seedBlog } from './blog/seedBlog';
import { seedInspections } from './inspections';
import { seedStaffAccounts } from './staff';

/**
 * Loads the seed data into the running emulators. Every step is idempotent (fixed ids,
 * overwrite), so it runs on each start, on top of data kept from the last run.
 * Later features add their own steps here.
 */
export async function seed({ log }: { log: (line: string) => void }): Promise<void> {
  const app = emulatorAdminApp();
  await seedStaffAccounts(app);
  log('Seeded: staff accounts (admin@altum-roofing.test, writer@altum-roofing.test) and roles.');
  const blog = await seedBlog(app);
  log(`Seeded: blog categories, tags, images and ${blog.posts} posts (one draft, one archived).`);
  const schedule = await seedInspections(app);
  log(
    `Seeded: the inspection schedule (${schedule === 'created' ? 'the default' : 'kept as saved'}) and its open windows.`,
  );
}
