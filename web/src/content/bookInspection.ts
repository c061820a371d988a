import {
  BadgeDollarSign,
  ClipboardList,
  FileCheck2,
  HardHat,
  MessageSquareText,
  PhoneCall,
  ScanSearch,
  ShieldCheck,
  Users,
  Wrench,
} from 'lucide-react';
import type { Faq, ProcessStep, Stat, ValueItem } from './types';

export const bookingHero = {
  eyebrow: 'Free roof inspection',
  title: 'Book Your Free Roof Inspection',
  lead: 'A drone plus 5-part inspection by the crew that would do the work. Honest answers, photos of everything, and no obligation.',
  scheduleButton: 'Schedule Free Inspection',
  callOrText: 'Call or Text',
} as const;

/** The contact pages count 15+ years in Houston; the home page counts 25 years of craft. */
export const bookingStats: readonly Stat[] = [
  { value: '7,000+', label: 'Roofs completed' },
  { value: '15+', label: 'Years in Houston' },
  { value: '4.9/5', label: 'Customer rating' },
  { value: 'Same day', label: 'Response' },
];

export const bookingForm = {
  title: 'Schedule Your Free Roof Inspection',
  subtitle: 'No obligation',
  description: 'We respond the same day, typically within the hour.',
} as const;

export const differenceSection = {
  eyebrow: 'Why book with us',
  heading: 'The Altum Difference',
} as const;

export const altumDifference: readonly ValueItem[] = [
  {
    icon: Users,
    title: 'Same Crew, Every Step',
    description: 'The team that inspects your roof installs it. No rotating subcontractors.',
  },
  {
    icon: ScanSearch,
    title: 'Drone + 5-Part Inspection',
    description: 'Roof surface, flashing, gutters, structure and storm damage, all photographed.',
  },
  {
    icon: ShieldCheck,
    title: 'Honest Assessments',
    description: 'We recommend only what your roof needs, and show you why.',
  },
  {
    icon: FileCheck2,
    title: 'Insurance Claim Help',
    description: 'Documentation, paperwork and negotiation with your insurer, handled.',
  },
  {
    icon: BadgeDollarSign,
    title: 'Discounts & Financing',
    description: 'Senior and military discounts, plus financing options for larger projects.',
  },
  {
    icon: HardHat,
    title: 'Warranty-Backed Work',
    description: 'Manufacturer warranties of 10-30 years plus our own workmanship warranty.',
  },
];

export const howItWorksSection = {
  eyebrow: 'Simple from the start',
  heading: 'How It Works',
} as const;

export const howItWorks: readonly ProcessStep[] = [
  {
    icon: MessageSquareText,
    title: 'Request',
    description: 'Send the form or call. We respond the same day, typically within the hour.',
  },
  {
    icon: ScanSearch,
    title: 'Inspect',
    description: 'A 45-90 minute drone plus 5-part inspection, with photos of everything we find.',
  },
  {
    icon: ClipboardList,
    title: 'Review',
    description: 'A clear, line-item quote and an honest recommendation. No obligation.',
  },
  {
    icon: Wrench,
    title: 'Repair or Replace',
    description: 'Repairs are scheduled in 2-5 business days; full projects start in 1-2 weeks.',
  },
];

export const bookingTestimonialsSection = {
  eyebrow: 'Reviews',
  heading: 'Houston Homeowners Trust Altum',
} as const;

export const faqSection = {
  eyebrow: 'Questions',
  heading: 'Frequently Asked Questions',
} as const;

export const bookingFaqs: readonly Faq[] = [
  {
    question: 'Is the roof inspection really free?',
    answer:
      'Yes. The inspection and the estimate are free, with no obligation to hire us. You keep the photos and the findings either way.',
  },
  {
    question: 'How long does an inspection take?',
    answer: 'Most inspections take 45-90 minutes, depending on the size and pitch of the roof.',
  },
  {
    question: 'What does the inspection cover?',
    answer:
      'We use a drone plus a 5-part inspection: roof surface, flashing, gutters, structure and storm damage. You get photos of everything we find.',
  },
  {
    question: 'How quickly will you respond to my request?',
    answer:
      'The same day, typically within the hour during business hours. For emergencies we are available 24/7.',
  },
  {
    question: 'Do you handle emergency repairs?',
    answer:
      'Yes. Emergency service is available 24/7, and we respond to emergencies within 24 hours to stop further damage.',
  },
  {
    question: 'How soon can repairs start?',
    answer:
      'Repairs are usually scheduled within 2-5 business days. Larger projects such as a full replacement typically start in 1-2 weeks.',
  },
  {
    question: 'Can you help with my insurance claim?',
    answer:
      'Yes. We document the damage, help with the paperwork and work through the negotiation with your insurance company.',
  },
  {
    question: 'What warranties do you offer?',
    answer:
      'As a preferred contractor of a shingle manufacturer we offer manufacturer warranties of 10-30 years, plus our own workmanship warranty.',
  },
  {
    question: 'Do you offer financing or discounts?',
    answer: 'Yes. We offer financing options as well as senior and military discounts.',
  },
  {
    question: 'Who will actually work on my roof?',
    answer:
      'Our own crew. The same people who inspect your roof install it; we do not hand jobs to rotating subcontractors.',
  },
  {
    question: 'Which areas do you serve?',
    answer:
      'Houston and surrounding areas, including Kingwood, Atascocita, Humble, The Woodlands, Spring, Cypress, Porter / New Caney, North Houston, Katy, Sugar Land, Pearland, Memorial, Clear Lake and nearby communities.',
  },
];

export const bookingClosing = {
  heading: 'Prefer to Talk It Through?',
  lead: 'Call or text and speak with the team that will inspect your roof. Emergency service is available 24/7.',
  icon: PhoneCall,
} as const;
