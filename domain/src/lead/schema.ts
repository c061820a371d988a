import * as v from 'valibot';
import { LEAD_LIMITS } from './limits';
import { LEAD_MESSAGES as m } from './messages';
import { SERVICE_VALUES, TIMELINE_VALUES } from './options';
import { LEAD_EMAIL_REGEX, toMultiLine, toSingleLine } from './text';

/**
 * One line of required text. Pasted tabs and line breaks become spaces and other control
 * characters go, so what is stored (and later put in an e-mail subject or header) is one
 * clean line; firestore.rules refuses control characters and whitespace-only values.
 */
function requiredText(limit: number, requiredMessage: string, tooLongMessage: string) {
  return v.pipe(
    v.string(requiredMessage),
    v.transform(toSingleLine),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.maxLength(limit, tooLongMessage),
  );
}

/**
 * What a homeowner submits with the contact form. The form validates with it in the
 * browser and the e-mail function checks stored leads with it again. Inputs are plain
 * strings (an unselected <select> is ''), outputs are trimmed and narrowed.
 */
export const leadSchema = v.object({
  name: requiredText(LEAD_LIMITS.name, m.nameRequired, m.nameTooLong),
  phone: requiredText(LEAD_LIMITS.phone, m.phoneRequired, m.phoneTooLong),
  email: v.pipe(
    v.string(m.emailInvalid),
    v.trim(),
    // The same pattern firestore.rules applies (see text.ts), not valibot's own.
    v.regex(LEAD_EMAIL_REGEX, m.emailInvalid),
    v.maxLength(LEAD_LIMITS.email, m.emailTooLong),
  ),
  address: requiredText(LEAD_LIMITS.address, m.addressRequired, m.addressTooLong),
  service: v.pipe(v.string(m.serviceRequired), v.picklist(SERVICE_VALUES, m.serviceRequired)),
  timeline: v.pipe(v.string(m.timelineRequired), v.picklist(TIMELINE_VALUES, m.timelineRequired)),
  details: v.pipe(
    v.string(),
    v.transform(toMultiLine),
    v.trim(),
    v.maxLength(LEAD_LIMITS.details, m.detailsTooLong),
  ),
});

/** The form's raw values: every field is text. */
export type LeadInput = v.InferInput<typeof leadSchema>;
/** A validated lead: trimmed text, known service and timeline. */
export type Lead = v.InferOutput<typeof leadSchema>;

export const EMPTY_LEAD_INPUT: LeadInput = {
  name: '',
  phone: '',
  email: '',
  address: '',
  service: '',
  timeline: '',
  details: '',
};
