import { testimonialsSection } from '../../../content/home';
import { testimonials } from '../../../content/testimonials';
import { Container } from '../../../ui/Layout';
import { PageSection } from '../shared/PageSection';
import { RatingSummary } from '../shared/RatingSummary';
import { TestimonialCarousel } from './TestimonialCarousel';
import { TestimonialStrip } from './TestimonialStrip';

export function TestimonialsSection() {
  return (
    <PageSection
      id="testimonials"
      tone="sunken"
      eyebrow={testimonialsSection.eyebrow}
      heading={testimonialsSection.heading}
      lead={testimonialsSection.lead}
      center
      bleed={
        <>
          <TestimonialStrip testimonials={testimonials} />
          <Container>
            <TestimonialCarousel testimonials={testimonials} />
          </Container>
        </>
      }
    >
      <RatingSummary />
    </PageSection>
  );
}
