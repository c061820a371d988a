/**
 * The staff's screens that show no lead (the dashboard, posts, categories, tags, images,
 * users), signed in as an admin and as a writer, through the checks of a11yChecks.ts. They
 * read the seeded content and need no lead: a11y.spec.ts writes the checked lead for its own.
 */
import { test } from '@playwright/test';
import { checkStaffScreens } from './support/a11yChecks';
import { showsCheckedLead, staffRoutes } from './support/checkedRoutes';

// Two widths, two checkers and the page's data: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

checkStaffScreens(staffRoutes.filter((route) => !showsCheckedLead(route)));
