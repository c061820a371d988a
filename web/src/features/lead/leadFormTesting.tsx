/** What the lead form's tests share: steps that record what the form saves, and the form. */
import { ThemeProvider } from 'styled-components';
import { theme } from '../../ui/theme';
import { LeadForm } from './LeadForm';
import type { LeadSteps } from './sendLead';

export const TEST_SOURCE = {
  page: '/book-inspection',
  referrer: 'https://www.google.com/',
  utmSource: 'newsletter',
  utmCampaign: null,
};

/** Records what the form asked to save; each test decides how saving and e-mail go. */
export function recordingSteps(overrides: Partial<LeadSteps> = {}) {
  const saved: unknown[] = [];
  const steps: LeadSteps = {
    save: async (payload) => {
      saved.push(payload);
      return { kind: 'saved', leadId: 'lead-1' };
    },
    watchReceipt: async () => ({ status: 'sent' }),
    isOnline: () => true,
    source: () => TEST_SOURCE,
    keepPhotos: async () => undefined,
    sendPhotos: async () => undefined,
    dropPhotos: async () => undefined,
    ...overrides,
  };
  return { steps, saved };
}

/** The form in the site's theme, as a page shows it. */
export function themedLeadForm(steps: LeadSteps) {
  return (
    <ThemeProvider theme={theme}>
      <LeadForm steps={steps} />
    </ThemeProvider>
  );
}
