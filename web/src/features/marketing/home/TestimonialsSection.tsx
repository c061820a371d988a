import { testimonialsSection } from '../../../content/home';
import { testimonials } from '../../../content/testimonials';
import { Container, Section } from '../../../ui/Layout';
import { Reveal } from '../../../ui/reveal';
import { RatingSummary } from '../shared/RatingSummary';
import { SectionHeader } from '../shared/SectionHeader';
import { TestimonialCarousel } from './TestimonialCarousel';
import { TestimonialStrip } from './TestimonialStrip';

export function TestimonialsSection() {
  return (
    <Section id="testimonials" $tone="sunken" aria-labelledby="testimonials-title">
      <Reveal>
        <Container>
          <SectionHeader
            id="testimonials-title"
            eyebrow={testimonialsSection.eyebrow}
            heading={testimonialsSection.heading}
            lead={testimonialsSection.lead}
            center
          />
          <RatingSummary />
        </Container>
        <TestimonialStrip testimonials={testimonials} />
        <Container>
          <TestimonialCarousel testimonials={testimonials} />
        </Container>
      </Reveal>
    </Section>
  );
}
