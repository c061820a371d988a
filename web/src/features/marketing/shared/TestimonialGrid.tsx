import type { Testimonial } from '../../../content/types';
import { TestimonialCard } from './TestimonialCard';
import { CardGrid } from '../../../ui/CardGrid';

export function TestimonialGrid({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <CardGrid $md={3}>
      {testimonials.map((testimonial) => (
        <li key={testimonial.name}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </CardGrid>
  );
}
