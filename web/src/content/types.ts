/**
 * The shapes of the site's static copy (pages, services, testimonials, team). Content modules fill them;
 * features only render them.
 */
import type { LucideIcon } from 'lucide-react';

/** A real photo, when the client has one; without it the page draws an illustration. */
export interface Photo {
  src: string;
  /** Intrinsic size, so the browser reserves the space before the image loads. */
  width: number;
  height: number;
  alt: string;
  /** CSS object-position, e.g. 'center 30%'. */
  position?: string;
}

export interface ValueItem {
  icon: LucideIcon;
  title: string;
  description: string;
}

export interface ProcessStep {
  icon: LucideIcon;
  title: string;
  description: string;
}

export type TestimonialRating = 4.5 | 5;
export type TestimonialService = 'Roof repair' | 'Roof replacement';

export interface Testimonial {
  quote: string;
  /** First name and last initial: 'Maria G.' */
  name: string;
  title: string;
  rating: TestimonialRating;
  service: TestimonialService;
  /** Town and state: 'Kingwood, TX' */
  location: string;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface TeamMember {
  name: string;
  title: string;
  photo?: Photo;
  /** Shown when there is no photo; derived from the name when omitted. */
  initials?: string;
  linkedin: string;
  bio: string;
}

export interface GalleryItem {
  image?: Photo;
  caption: string;
  location: string;
}

export interface Sign {
  title: string;
  description: string;
}

export interface PricingSection {
  headline: string;
  subheadline: string;
  introText: string;
  costFactors: readonly ValueItem[];
  affordabilityOptions: readonly ValueItem[];
  ctaButtonText: string;
}

export interface Stat {
  value: string;
  label: string;
}
