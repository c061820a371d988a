// Every deployed function, one file each; this file only re-exports them.
export { sendLeadEmails } from './leads/sendLeadEmails';
