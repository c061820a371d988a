import { Star } from 'lucide-react';
import styled from 'styled-components';

const Row = styled.span`
  display: inline-flex;
  gap: 2px;
  color: ${({ theme }) => theme.colors.star};
  svg[data-filled='false'] {
    color: ${({ theme }) => theme.colors.border};
  }
`;

/** Five stars, as many filled as the whole part of the rating (4.5 shows four). */
export function Stars({ rating, size = 18 }: { rating: number; size?: number }) {
  const filled = Math.floor(rating);
  return (
    <Row role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((position) => (
        <Star
          key={position}
          size={size}
          aria-hidden="true"
          data-filled={position <= filled}
          fill={position <= filled ? 'currentColor' : 'none'}
        />
      ))}
    </Row>
  );
}
