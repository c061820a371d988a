import {
  BadgeDollarSign,
  CalendarClock,
  ClipboardCheck,
  Droplets,
  FileCheck2,
  HandCoins,
  Hammer,
  Layers,
  Medal,
  Ruler,
  ScanSearch,
  ShieldCheck,
  Sparkles,
  Users,
  Wrench,
} from 'lucide-react';
import { serviceLandingLeads } from './serviceLandingLeads';
import type { ServiceSlug } from './services';
import type { Faq, GalleryItem, PricingSection, ProcessStep, Sign, ValueItem } from './types';

/** Everything a full service landing page shows, top to bottom. */
export interface ServiceLanding {
  hero: { eyebrow: string; title: string; lead: string; button: string };
  signs: { heading: string; lead: string; items: readonly Sign[] };
  process: { heading: string; steps: readonly ProcessStep[] };
  whyChooseUs: { heading: string; items: readonly ValueItem[] };
  badge: { heading: string; text: string; label: string };
  gallery: { heading: string; lead: string; items: readonly GalleryItem[] };
  pricing: PricingSection;
  testimonials: { heading: string };
  faq: { heading: string; items: readonly Faq[] };
}

const whyChooseUs: readonly ValueItem[] = [
  {
    icon: Users,
    title: 'Same Crew, Every Roof',
    description: 'The people who inspect your roof do the work. No rotating subcontractors.',
  },
  {
    icon: ScanSearch,
    title: 'Drone + 5-Part Inspection',
    description: 'Roof surface, flashing, gutters, structure and storm damage, photographed.',
  },
  {
    icon: ShieldCheck,
    title: 'Honest Assessments',
    description: 'We fix what needs fixing and tell you what can wait.',
  },
  {
    icon: FileCheck2,
    title: 'Insurance Claim Help',
    description: 'We document the damage and handle the paperwork with your insurer.',
  },
];

const badge = {
  heading: 'Preferred Contractor, Manufacturer-Backed',
  text: 'Altum is a preferred contractor of a shingle manufacturer. That means trained installers, approved methods and manufacturer warranties of 10-30 years, on top of our own workmanship warranty.',
  label: 'Preferred Contractor',
} as const;

const affordabilityOptions: readonly ValueItem[] = [
  {
    icon: HandCoins,
    title: 'Financing',
    description: 'Spread the cost of larger projects over manageable payments.',
  },
  {
    icon: Medal,
    title: 'Senior & Military Discounts',
    description: 'Our thanks to the seniors and service members of Greater Houston.',
  },
  {
    icon: FileCheck2,
    title: 'Insurance Claim Help',
    description: 'When storm damage is covered, we help you get the claim right.',
  },
];

const galleryLead =
  'Photos of recent projects are on their way. In the meantime, ask us for before-and-after photos from jobs near you.';

export const serviceLandings: Partial<Record<ServiceSlug, ServiceLanding>> = {
  'roof-repairs': {
    hero: {
      eyebrow: 'Roof repairs in Houston',
      title: 'Roof Repairs Done Right the First Time',
      lead: serviceLandingLeads['roof-repairs'],
      button: 'Get Free Inspection',
    },
    signs: {
      heading: 'Warning Signs Your Roof Needs Repair',
      lead: 'Small problems turn into expensive ones in Houston’s heat, rain and storms. Call us if you notice any of these.',
      items: [
        {
          title: 'Water Stains on Ceilings',
          description: 'Brown rings or bubbling paint usually mean water is getting in above.',
        },
        {
          title: 'Missing or Lifted Shingles',
          description: 'Wind and storms loosen shingles and leave the deck exposed to rain.',
        },
        {
          title: 'Granules in the Gutters',
          description: 'Shingles shedding their granules are wearing out and losing protection.',
        },
        {
          title: 'Damaged Flashing',
          description:
            'Cracked or loose flashing around chimneys and vents is a common leak point.',
        },
        {
          title: 'Sagging Roof Lines',
          description: 'A dip in the roof can point to a wet deck or a structural problem.',
        },
        {
          title: 'Storm or Hail Damage',
          description: 'Dents, cracks and bruised shingles after a storm are worth a free look.',
        },
      ],
    },
    process: {
      heading: 'Our Roof Repair Process',
      steps: [
        {
          icon: ScanSearch,
          title: 'Inspect',
          description: 'A 45-90 minute drone plus 5-part inspection finds the real source.',
        },
        {
          icon: ClipboardCheck,
          title: 'Quote',
          description: 'Photos and a clear, line-item quote. No hidden fees.',
        },
        {
          icon: Wrench,
          title: 'Repair',
          description: 'Scheduled within 2-5 business days and done by our own crew.',
        },
        {
          icon: ShieldCheck,
          title: 'Protect',
          description: 'A final check and our workmanship warranty on the repair.',
        },
      ],
    },
    whyChooseUs: { heading: 'Why Houston Homeowners Choose Altum for Repairs', items: whyChooseUs },
    badge,
    gallery: {
      heading: 'Recent Roof Repairs',
      lead: galleryLead,
      items: [
        { caption: 'Storm damage repair', location: 'Kingwood, TX' },
        { caption: 'Flashing and leak repair', location: 'Humble, TX' },
        { caption: 'Shingle replacement', location: 'Spring, TX' },
      ],
    },
    pricing: {
      headline: 'What Does a Roof Repair Cost?',
      subheadline: 'Honest pricing, explained before any work starts',
      introText:
        'Every roof is different, so we quote after a free inspection, never over the phone. Your quote lists every line item; these are the things that move the price.',
      costFactors: [
        {
          icon: Ruler,
          title: 'Size of the Damage',
          description: 'A few shingles cost far less than a large damaged section.',
        },
        {
          icon: Layers,
          title: 'Roofing Materials',
          description: 'Matching your existing shingles or materials affects the price.',
        },
        {
          icon: Droplets,
          title: 'Hidden Water Damage',
          description: 'Wet decking under the shingles has to be replaced, not covered.',
        },
        {
          icon: Hammer,
          title: 'Roof Access & Pitch',
          description: 'Steep or hard-to-reach roofs need more time and safety equipment.',
        },
      ],
      affordabilityOptions,
      ctaButtonText: 'Get My Free Repair Quote',
    },
    testimonials: { heading: 'What Our Repair Customers Say' },
    faq: {
      heading: 'Roof Repair FAQ',
      items: [
        {
          question: 'How fast can you repair my roof?',
          answer:
            'Repairs are usually scheduled within 2-5 business days after the inspection. Emergencies get a response within 24 hours, 24/7.',
        },
        {
          question: 'Should I repair or replace my roof?',
          answer:
            'It depends on the age of the roof and how widespread the damage is. We show you photos and give an honest recommendation, and we will tell you when a repair is enough.',
        },
        {
          question: 'Will my insurance cover the repair?',
          answer:
            'Storm and hail damage is often covered. We document the damage and help with the paperwork and negotiation with your insurer.',
        },
        {
          question: 'Is the repair guaranteed?',
          answer: 'Yes. Our repairs are backed by our workmanship warranty.',
        },
      ],
    },
  },
  'roof-maintenance': {
    hero: {
      eyebrow: 'Roof maintenance in Houston',
      title: 'Roof Maintenance That Keeps Small Problems Small',
      lead: serviceLandingLeads['roof-maintenance'],
      button: 'Get Free Inspection',
    },
    signs: {
      heading: 'Signs Your Roof Is Due for Maintenance',
      lead: 'Houston’s sun, humidity and storms wear a roof down quietly. These are the signs it needs attention.',
      items: [
        {
          title: 'Clogged Gutters',
          description: 'Standing water and debris back up under the roof edge and rot the fascia.',
        },
        {
          title: 'Moss, Algae or Dark Streaks',
          description: 'Growth holds moisture against shingles and shortens their life.',
        },
        {
          title: 'Cracked Sealant',
          description: 'Sealant around vents, pipes and skylights dries out and lets water in.',
        },
        {
          title: 'Debris on the Roof',
          description: 'Branches and leaves trap water and can damage shingles.',
        },
        {
          title: 'Overhanging Branches',
          description: 'Limbs rub shingles in the wind and drop debris after every storm.',
        },
        {
          title: 'No Inspection After a Storm',
          description:
            'Hidden storm damage grows. A check after severe weather is cheap insurance.',
        },
      ],
    },
    process: {
      heading: 'Our Maintenance Visit',
      steps: [
        {
          icon: ScanSearch,
          title: 'Inspect',
          description: 'Drone plus 5-part inspection of surface, flashing, gutters and structure.',
        },
        {
          icon: Sparkles,
          title: 'Clean',
          description: 'Debris cleared from the roof and gutters so water drains freely.',
        },
        {
          icon: ShieldCheck,
          title: 'Seal',
          description: 'Worn sealant around vents, pipes and flashing renewed.',
        },
        {
          icon: CalendarClock,
          title: 'Report',
          description: 'Photos of everything and an honest note of what to watch.',
        },
      ],
    },
    whyChooseUs: {
      heading: 'Why Houston Homeowners Choose Altum for Maintenance',
      items: whyChooseUs,
    },
    badge,
    gallery: {
      heading: 'Recent Maintenance Work',
      lead: galleryLead,
      items: [
        { caption: 'Gutter cleaning and sealing', location: 'The Woodlands, TX' },
        { caption: 'Flashing resealed', location: 'Cypress, TX' },
        { caption: 'Post-storm inspection', location: 'Katy, TX' },
      ],
    },
    pricing: {
      headline: 'What Does Roof Maintenance Cost?',
      subheadline: 'A small yearly cost that protects your biggest one',
      introText:
        'Maintenance costs a fraction of a repair, and far less than an early replacement. We quote after a free inspection; these are the factors that shape the price.',
      costFactors: [
        {
          icon: Ruler,
          title: 'Roof Size & Pitch',
          description: 'Larger and steeper roofs take longer to inspect and clean safely.',
        },
        {
          icon: Layers,
          title: 'Roof Condition',
          description: 'A roof with worn sealant or loose shingles needs more attention.',
        },
        {
          icon: Droplets,
          title: 'Gutters & Drainage',
          description: 'Heavily clogged gutters and downspouts add time to the visit.',
        },
        {
          icon: BadgeDollarSign,
          title: 'Visit Frequency',
          description: 'Regular visits keep each one quicker and less costly.',
        },
      ],
      affordabilityOptions,
      ctaButtonText: 'Get My Free Maintenance Quote',
    },
    testimonials: { heading: 'What Our Customers Say' },
    faq: {
      heading: 'Roof Maintenance FAQ',
      items: [
        {
          question: 'How often should my roof be maintained?',
          answer:
            'We recommend a check at least once a year and after any severe storm. Houston weather is hard on roofs.',
        },
        {
          question: 'What does a maintenance visit include?',
          answer:
            'A drone plus 5-part inspection (roof surface, flashing, gutters, structure and storm damage), cleaning of debris and sealing where sealant has worn.',
        },
        {
          question: 'Does maintenance protect my warranty?',
          answer:
            'Keeping the roof in good repair helps keep manufacturer warranties of 10-30 years valid. We document each visit with photos.',
        },
        {
          question: 'What if you find damage?',
          answer:
            'We show you photos and give an honest recommendation. Repairs are usually scheduled within 2-5 business days.',
        },
      ],
    },
  },
};
