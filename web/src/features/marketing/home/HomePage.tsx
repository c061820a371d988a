import { ArrowRight } from 'lucide-react';
import { finalCta } from '../../../content/home';
import { ButtonLink } from '../../../ui/Button';
import { CtaBand } from '../shared/CtaBand';
import { ContactSection } from './ContactSection';
import { HomeHero } from './HomeHero';
import { ProcessSection } from './ProcessSection';
import { ServiceAreaSection } from './ServiceAreaSection';
import { ServicesSection } from './ServicesSection';
import { TestimonialsSection } from './TestimonialsSection';
import { ValuesSection } from './ValuesSection';

/** The home page, sections in reading order: who we are, what we do, proof, then the form. */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <ContactSection />
      <ValuesSection />
      <ServicesSection />
      <ProcessSection />
      <TestimonialsSection />
      <ServiceAreaSection />
      <CtaBand
        id="final-cta"
        heading={finalCta.heading}
        lead={finalCta.lead}
        action={
          <ButtonLink to="/book-inspection" $size="lg">
            {finalCta.button}
            <ArrowRight size={20} aria-hidden="true" />
          </ButtonLink>
        }
      />
    </>
  );
}
