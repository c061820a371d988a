/**
 * Field limits of a lead, in characters, counted after trimming.
 * firestore.rules repeats these numbers; the rules tests keep the two in step.
 */
export const LEAD_LIMITS = {
  name: 100,
  phone: 20,
  email: 255,
  address: 200,
  details: 1000,
} as const;
