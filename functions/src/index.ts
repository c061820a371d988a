// Every deployed function, one file each; this file only re-exports them.
import { sweepLeadEmailsLocal as localSweep } from './leads/retryLeadEmails';
import { sweepLeadAlertsLocal as localAlertSweep } from './leads/sweepLeadAlerts';
import { publishScheduledPostsLocal as localPublisher } from './blog/publishScheduledPosts';
import { sweepImageVariantsLocal as localImageSweep } from './images/sweepImageVariants';
import { sweepInspectionsLocal as localInspectionSweep } from './inspections/sweepInspections';

export { retryLeadEmails } from './leads/retryLeadEmails';
export { resendLeadEmails } from './leads/resendLeadEmails';
// Every write of a lead: its e-mails and alert, figures, request page, photos, 'Not spam'.
export { followLeadChanges } from './leads/followLeadChanges';
export { retryLeadAlerts } from './leads/sweepLeadAlerts';
export { syncAlertStatus } from './leads/syncAlertStatus';
export { removeFormerStaffDevices } from './leads/removeFormerStaffDevices';
export { syncCategoryCopies } from './blog/syncCategoryCopies';
export { countPostViewCall as countPostView } from './blog/countPostView';
export { renderBlog } from './blog/renderBlog';
export { publishScheduledPosts } from './blog/publishScheduledPosts';
export { recordPostRevision } from './blog/recordPostRevision';
export { makeImageVariants } from './images/makeImageVariants';
export { retryImageVariants } from './images/sweepImageVariants';
export { processLeadPhoto } from './leadPhotos/processLeadPhoto';
// Inspection bookings (issue 41).
export { bookInspection } from './inspections/bookInspection';
export { cancelInspection } from './inspections/cancelInspection';
export { requestDetails } from './inspections/requestDetails';
export { sendBookingEmails } from './inspections/sendBookingEmails';
export { refreshInspectionAvailability } from './inspections/refreshInspectionAvailability';
export { sweepInspections } from './inspections/sweepInspections';

/**
 * Only inside the Functions emulator, which runs no schedules: the local stack calls it to
 * sweep. An undefined export is no function, so deploys never see it.
 */
export const sweepLeadEmailsLocal =
  process.env['FUNCTIONS_EMULATOR'] === 'true' ? localSweep : undefined;

/** The lead alerts' sweep over HTTP, emulator only, for the same reason. */
export const sweepLeadAlertsLocal =
  process.env['FUNCTIONS_EMULATOR'] === 'true' ? localAlertSweep : undefined;

/** The scheduled publisher's round over HTTP, emulator only, for the same reason. */
export const publishScheduledPostsLocal =
  process.env['FUNCTIONS_EMULATOR'] === 'true' ? localPublisher : undefined;

/** The image variants' sweep over HTTP, emulator only, for the same reason. */
export const sweepImageVariantsLocal =
  process.env['FUNCTIONS_EMULATOR'] === 'true' ? localImageSweep : undefined;

/** The inspections' sweep over HTTP, emulator only, for the same reason. */
export const sweepInspectionsLocal =
  process.env['FUNCTIONS_EMULATOR'] === 'true' ? localInspectionSweep : undefined;
