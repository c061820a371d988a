import styled from 'styled-components';
import type { Testimonial } from '../../../content/types';
import { up } from '../../../ui/theme';
import { TestimonialCard } from './TestimonialCard';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${up('md')} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

export function TestimonialGrid({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <Grid>
      {testimonials.map((testimonial) => (
        <li key={testimonial.name}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </Grid>
  );
}
