import type { PostCardData } from '@altum/domain';
import styled from 'styled-components';
import { Container, Section } from '../../../ui/Layout';
import { PostGrid } from './PostGrid';

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  margin-bottom: ${({ theme }) => theme.space[5]}px;
`;

/** 'Related Articles' under a post; nothing when the category has no other posts. */
export function RelatedPosts({ related }: { related: readonly PostCardData[] }) {
  if (related.length === 0) return null;
  return (
    <Section $tone="page" aria-labelledby="related-title" data-print="hide">
      <Container>
        <Title id="related-title">Related Articles</Title>
        <PostGrid posts={related} empty="" headingLevel={3} />
      </Container>
    </Section>
  );
}
