import {
  CalendarCheck,
  Camera,
  ClipboardCheck,
  FileText,
  HardHat,
  HeartHandshake,
  ShieldCheck,
  Users,
} from 'lucide-react';
import type { ProcessStep, Stat, ValueItem } from './types';

/** The hero's three claims (the home page counts 25 years of craft). */
export const heroClaims: readonly Stat[] = [
  { value: '25+', label: 'Years of experience' },
  { value: '7,000+', label: 'Roofs completed' },
  { value: '100%', label: 'Houston owned' },
];

export const heroPromises: readonly string[] = [
  'No obligation',
  'Same-day response',
  'Honest assessments',
];

export const heroLead =
  'Family-owned and 100% Houston owned. The same crew inspects and installs every roof, so you get straight answers and work you never have to think about again.';

export const contactSection = {
  eyebrow: 'Free estimate',
  heading: 'Get Your Free Roof Estimate',
  lead: 'Tell us about your roof. We respond the same day, typically within the hour, with an honest assessment and no obligation.',
  formTitle: 'Request Your Free Estimate',
  formDescription: 'Takes about a minute. Required fields are marked with *.',
} as const;

export const valuesSection = {
  eyebrow: 'Our values',
  heading: 'Why Houston Families Choose Altum',
} as const;

export const values: readonly ValueItem[] = [
  {
    icon: ShieldCheck,
    title: 'Integrity First',
    description:
      'We tell you what your roof needs, and what it does not. Honest assessments, with photos, even when the answer is a small repair.',
  },
  {
    icon: Users,
    title: 'Same Hands Every Roof',
    description:
      'The same crew inspects and installs. No rotating subcontractors, no strangers on your roof, no details lost between teams.',
  },
  {
    icon: HeartHandshake,
    title: 'The Mom Test',
    description:
      'We build every roof as if it were for our own mother: the right materials, the careful details, the clean-up she would expect.',
  },
];

export const servicesSection = {
  eyebrow: 'What we do',
  heading: 'Roofing Services for Houston Homeowners',
  lead: 'From a single leak to a full replacement, every job gets the same crew and the same care.',
} as const;

export const processSection = {
  eyebrow: 'How it works',
  heading: 'Our Roofing Process, Simplified',
  lead: 'Five clear steps from the first call to the final walkthrough.',
} as const;

export const processSteps: readonly ProcessStep[] = [
  {
    icon: ClipboardCheck,
    title: 'Free Inspection',
    description: 'We photograph your roof and give honest recommendations. No obligation.',
  },
  {
    icon: FileText,
    title: 'Clear Quote',
    description: 'Every line item spelled out. No hidden fees, no surprises later.',
  },
  {
    icon: CalendarCheck,
    title: 'Scheduled Start',
    description: 'We handle the permits and have the materials delivered before day one.',
  },
  {
    icon: HardHat,
    title: 'Expert Installation',
    description: 'Our own crew does the work, with daily photo updates sent to you.',
  },
  {
    icon: Camera,
    title: 'Final Walkthrough',
    description: 'We walk the finished roof with you and hand over your warranty documents.',
  },
];

export const testimonialsSection = {
  eyebrow: 'Reviews',
  heading: 'What Our Customers Say',
  lead: 'Real reviews from satisfied Houston homeowners',
} as const;

export const serviceAreaSection = {
  eyebrow: 'Service area',
  heading: 'Proudly Serving Greater Houston',
  lead: 'Houston, TX and surrounding areas, including:',
  closing: 'and nearby communities. Not sure if we cover your street? Just ask.',
} as const;

export const finalCta = {
  heading: 'Ready for an Honest Look at Your Roof?',
  lead: 'Free inspection, same-day response and no obligation. Talk to the crew that will actually do the work.',
  button: 'Contact us today',
} as const;
