// Every deployed function, one file each; this file only re-exports them.
import { sweepLeadEmailsLocal as localSweep } from './leads/retryLeadEmails';
import { sweepLeadAlertsLocal as localAlertSweep } from './alerts/retryLeadAlerts';
import { publishScheduledPostsLocal as localPublisher } from './blog/publishScheduledPosts';
import { sweepImageVariantsLocal as localImageSweep } from './images/retryImageVariants';
import { sweepLeadPhotosLocal as localPhotoSweep } from './leadPhotos/retryLeadPhotos';
import { sweepInspectionsLocal as localInspectionSweep } from './inspections/sweepInspections';
import { emulatorOnly } from './localRound';

export { retryLeadEmails } from './leads/retryLeadEmails';
export { resendLeadEmails } from './leads/resendLeadEmails';
// Every write of a lead: its e-mails and alert, figures, request page, photos, 'Not spam'.
export { followLeadChanges } from './leads/followLeadChanges';
export { retryLeadAlerts } from './alerts/retryLeadAlerts';
export { syncAlertStatus } from './alerts/syncAlertStatus';
export { removeFormerStaffDevices } from './alerts/removeFormerStaffDevices';
export { syncCategoryCopies } from './blog/syncCategoryCopies';
export { countPostViewCall as countPostView } from './blog/countPostView';
export { renderBlog } from './blog/renderBlog';
export { publishScheduledPosts } from './blog/publishScheduledPosts';
export { recordPostRevision } from './blog/recordPostRevision';
export { buildBlogPaging } from './blog/buildBlogPaging';
export { makeImageVariants } from './images/makeImageVariants';
export { retryImageVariants } from './images/retryImageVariants';
export { processLeadPhoto } from './leadPhotos/processLeadPhoto';
export { retryLeadPhotos } from './leadPhotos/retryLeadPhotos';
// Inspection bookings.
export { bookInspection } from './inspections/bookInspection';
export { cancelInspection } from './inspections/cancelInspection';
export { requestDetails } from './inspections/requestDetails';
export { sendBookingEmails } from './inspections/sendBookingEmails';
export { refreshInspectionAvailability } from './inspections/refreshInspectionAvailability';
export { sweepInspections } from './inspections/sweepInspections';
// Quotes: publishing a sent version, the homeowner's answers, the e-mails with the PDF.
export { followQuoteVersions } from './quotes/followQuoteVersions';
export { sendQuoteEmails } from './quotes/sendQuoteEmails';
export { viewQuote } from './quotes/viewQuote';
export { acceptQuote } from './quotes/acceptQuote';
export { requestQuoteChanges } from './quotes/requestQuoteChanges';
// An admin's CSV of leads, written to Storage for a short time.
export { exportLeads } from './leadExports/exportLeads';

// Only inside the Functions emulator, which runs no schedules: the local stack POSTs to these
// to run a round (localRound.ts). Undefined elsewhere, so deploys never see them.
export const sweepLeadEmailsLocal = emulatorOnly(localSweep);
export const sweepLeadAlertsLocal = emulatorOnly(localAlertSweep);
export const publishScheduledPostsLocal = emulatorOnly(localPublisher);
export const sweepImageVariantsLocal = emulatorOnly(localImageSweep);
export const sweepLeadPhotosLocal = emulatorOnly(localPhotoSweep);
export const sweepInspectionsLocal = emulatorOnly(localInspectionSweep);
