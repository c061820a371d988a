import type { Post } from '@altum/domain';
import { CalendarDays, Clock } from 'lucide-react';
import styled from 'styled-components';
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

/** Publish date and reading time. */
export function PostMeta({ post }: { post: Pick<Post, 'publishDate' | 'readingTime'> }) {
  return (
    <Row>
      {post.publishDate && (
        <span>
          <CalendarDays size={16} aria-hidden="true" />
          <time dateTime={isoDate(post.publishDate)}>{formatPublishDate(post.publishDate)}</time>
        </span>
      )}
      <span>
        <Clock size={16} aria-hidden="true" />
        {readingTimeLabel(post.readingTime)}
      </span>
    </Row>
  );
}
