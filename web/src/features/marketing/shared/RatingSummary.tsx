import { ExternalLink } from 'lucide-react';
import styled from 'styled-components';
import { company } from '../../../content/company';
import { ratingSummary } from '../../../content/testimonials';
import { Stars } from '../../../ui/Stars';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  margin: -${({ theme }) => theme.space[4]}px 0 ${({ theme }) => theme.space[6]}px;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

/** The overall rating, with an optional link to the full reviews on a search engine. */
export function RatingSummary({ withReviewsLink = false }: { withReviewsLink?: boolean }) {
  return (
    <Row>
      <Stars rating={ratingSummary.value} size={22} />
      <strong>{`${ratingSummary.value}/5`}</strong>
      <span>overall rating</span>
      {withReviewsLink && (
        <a href={company.reviewsUrl} target="_blank" rel="noopener noreferrer">
          Read more reviews on Google
          <ExternalLink size={16} aria-hidden="true" />
        </a>
      )}
    </Row>
  );
}
