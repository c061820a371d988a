import { ArrowRight } from 'lucide-react';
import { Suspense } from 'react';
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

/**
 * The home page, sections in reading order: who we are, what we do, proof, then the form. Each
 * section hydrates on its own (PageSection's and these Suspense boundaries; ui/shell/PublicLayout).
 */
export function HomePage() {
  return (
    <>
      <Suspense>
        <HomeHero />
      </Suspense>
      {/* The lead form hydrates with the page's frame, as one with what was typed in it. */}
      <ContactSection />
      <ValuesSection />
      <ServicesSection />
      <ProcessSection />
      <TestimonialsSection />
      <ServiceAreaSection />
      <Suspense>
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
      </Suspense>
    </>
  );
}
