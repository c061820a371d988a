/** `npm run seed`: loads the seed data into emulators that are already running. */
import { closeAdminApps } from './admin';
import { seed } from './seed';

await seed({ log: (line) => console.log(line) });
await closeAdminApps();
