import type { Post } from '@altum/domain';
import styled from 'styled-components';
import { maskIcon } from '../../../ui/cssIcon';
import { formatPublishDate, isoDate, readingTimeLabel } from '../format';

const Row = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: inherit;
  opacity: 0.8;
  span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

// Lucide's calendar-days and clock, drawn by the stylesheet: a list of cards repeats them,
// and as markup each card carried two more SVGs to send and hydrate.
const CALENDAR =
  '<path d="M8 2v3"/><path d="M16 2v3"/><rect x="3" y="3" width="18" height="18" rx="2"/>' +
  '<path d="M3 9h18"/><path d="M8 13h.01"/><path d="M12 13h.01"/><path d="M16 13h.01"/>' +
  '<path d="M8 17h.01"/><path d="M12 17h.01"/><path d="M16 17h.01"/>';
const CLOCK = '<circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/>';

const Dated = styled.span`
  &::before {
    ${maskIcon(CALENDAR, 16)}
  }
`;

const Timed = styled.span`
  &::before {
    ${maskIcon(CLOCK, 16)}
  }
`;

/** Publish date and reading time. */
export function PostMeta({ post }: { post: Pick<Post, 'publishDate' | 'readingTime'> }) {
  return (
    <Row>
      {post.publishDate && (
        <Dated>
          <time dateTime={isoDate(post.publishDate)}>{formatPublishDate(post.publishDate)}</time>
        </Dated>
      )}
      <Timed>{readingTimeLabel(post.readingTime)}</Timed>
    </Row>
  );
}
