/** The services a homeowner can ask about, in the form's order (value: label). */
export const SERVICE_OPTIONS = [
  { value: 'general-inspection', label: 'General Roof Inspection' },
  { value: 'leak-damage', label: 'Leak or Damage Repair' },
  { value: 'storm-damage', label: 'Storm Damage Assessment' },
  { value: 'roof-replacement', label: 'Full Roof Replacement' },
  { value: 'insurance-claim', label: 'Insurance Claim Help' },
  { value: 'preventative', label: 'Preventative Maintenance' },
  { value: 'emergency', label: 'Emergency Repair' },
] as const;

/** How soon the homeowner wants the work, in the form's order (value: label). */
export const TIMELINE_OPTIONS = [
  { value: 'asap', label: 'As soon as possible' },
  { value: 'week', label: 'Within a week' },
  { value: 'month', label: 'Within a month' },
  { value: 'planning', label: 'Just planning ahead' },
] as const;

export type LeadService = (typeof SERVICE_OPTIONS)[number]['value'];
export type LeadTimeline = (typeof TIMELINE_OPTIONS)[number]['value'];

export const SERVICE_VALUES = SERVICE_OPTIONS.map((option) => option.value);
export const TIMELINE_VALUES = TIMELINE_OPTIONS.map((option) => option.value);

/** The label shown to people (form, e-mails) for a stored service value. */
export function serviceLabel(value: string): string {
  return SERVICE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

/** The label shown to people (form, e-mails) for a stored timeline value. */
export function timelineLabel(value: string): string {
  return TIMELINE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}
