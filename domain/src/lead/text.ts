/**
 * What lead text may contain, shared by the form's schema, the e-mail function and (as the
 * same literals) firestore.rules. A unit test reads firestore.rules and fails if the rules'
 * copies of these patterns drift from the ones here.
 */

/**
 * The one e-mail pattern, written so that JavaScript and the rules' RE2 read it alike
 * (no lookarounds, no flags). Full match: JavaScript anchors it with ^...$, rules'
 * `matches()` always matches the whole string.
 */
export const LEAD_EMAIL_PATTERN =
  '[A-Za-z0-9_+-]+([.][A-Za-z0-9_+-]+)*@[A-Za-z0-9]+([.-][A-Za-z0-9]+)*[.][A-Za-z]{2,}';

export const LEAD_EMAIL_REGEX = new RegExp(`^${LEAD_EMAIL_PATTERN}$`);

/**
 * Lead ids are the SDK's auto-ids (20 characters of [A-Za-z0-9]): the id names the lead's
 * receipt, which anyone may read by id, so it must stay unguessable.
 */
export const LEAD_ID_PATTERN = '[A-Za-z0-9]{20}';

/** Tab, line feed and carriage return: typed or pasted whitespace, turned into spaces. */
const WHITESPACE_CONTROLS = /[\t\n\r]+/g;
/** Every other control character (C0, DEL, C1): never meant, always removed. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const OTHER_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** One line of text: whitespace controls become one space, other controls are removed. */
export function toSingleLine(text: string): string {
  return text.replace(WHITESPACE_CONTROLS, ' ').replace(OTHER_CONTROLS, '');
}

/** Several lines of text: tabs and line breaks stay, every other control is removed. */
export function toMultiLine(text: string): string {
  return text.replace(OTHER_CONTROLS, '');
}

/** True when the text holds a control character a single line may not hold. */
export function hasControlCharacters(text: string): boolean {
  return /[\p{Cc}]/u.test(text);
}
