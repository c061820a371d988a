import { LeadFormCard, type LeadFormCardProps } from '../../lead';

/**
 * The lead-capture card, complete in the prerendered HTML: every label, option and the button
 * are there before any script, so a visitor can fill it in while the app starts, and the page
 * does not shift when it does. The form's code is plain React in the page's chunk; Firebase
 * loads only when the form is first used (features/lead/queries.ts).
 */
export function EstimateForm(props: LeadFormCardProps) {
  return <LeadFormCard {...props} />;
}
