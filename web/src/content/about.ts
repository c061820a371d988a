import { Award, FileCheck2, Gem, Handshake, ScanSearch, Shapes, Users } from 'lucide-react';
import type { ValueItem } from './types';

export const aboutHero = {
  eyebrow: 'About us',
  title: 'About Altum Roofing',
  lead: 'Family-owned, 100% Houston owned, and built on craftsmanship, integrity and simplicity.',
} as const;

export const founderStory = {
  eyebrow: 'Our story',
  heading: 'A Roofing Family, Elevated',
  paragraphs: [
    'Altum started with a family that has spent its working life on Houston roofs. In 2015 our founder’s family set up a subcontracting company, and that crew went on to complete more than 7,000 projects across the city.',
    'Thousands of roofs later, we wanted homeowners to get that same crew directly: one team that inspects, quotes, installs and stands behind the work, with nobody in between.',
    'The name says what we aim for. Altum means “elevated” in Latin: a higher standard for every roof we touch, and a simpler, more honest experience for the family living under it.',
  ],
  highlights: [
    { value: '2015', label: 'Subcontracting company founded' },
    { value: '7,000+', label: 'Projects completed' },
    { value: 'Altum', label: 'Latin for “elevated”' },
  ],
} as const;

export const coreValuesSection = {
  eyebrow: 'What we stand for',
  heading: 'Our Core Values',
} as const;

export const coreValues: readonly ValueItem[] = [
  {
    icon: Gem,
    title: 'Craftsmanship',
    description:
      'Straight lines, sealed flashing, every nail where it belongs. We take pride in the details you will never see.',
  },
  {
    icon: Handshake,
    title: 'Integrity',
    description:
      'Honest assessments with photos, clear line-item quotes, and no pressure. If you do not need a new roof, we will tell you.',
  },
  {
    icon: Shapes,
    title: 'Simplicity',
    description:
      'One crew, one point of contact, one clear plan. We handle the permits, the materials and the insurance paperwork.',
  },
];

export const differenceSection = {
  eyebrow: 'Why Altum',
  heading: 'What Makes Us Different',
} as const;

export const differences: readonly ValueItem[] = [
  {
    icon: Users,
    title: 'Same Crew, Start to Finish',
    description:
      'The people who inspect your roof are the people who install it. No rotating subcontractors.',
  },
  {
    icon: ScanSearch,
    title: 'Drone + 5-Part Inspection',
    description:
      'Roof surface, flashing, gutters, structure and storm damage, documented with drone photos.',
  },
  {
    icon: FileCheck2,
    title: 'Insurance Claim Help',
    description:
      'We document the damage and work through the paperwork and negotiation with your insurer.',
  },
  {
    icon: Award,
    title: 'Warranties You Can Use',
    description:
      'Preferred contractor of a shingle manufacturer: 10-30 year manufacturer warranties plus our workmanship warranty.',
  },
];

export const teamSection = {
  eyebrow: 'Our team',
  heading: 'Meet the People on Your Roof',
  lead: 'A small, family-run team. When you call Altum, you talk to the people who do the work.',
} as const;

export const aboutCta = {
  heading: 'Let’s Take a Look at Your Roof',
  lead: 'Free inspection, honest assessment and a same-day response.',
} as const;
