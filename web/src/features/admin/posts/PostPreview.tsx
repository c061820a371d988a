import type { Category, Post, PostFormValues, Tag } from '@altum/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { PostLayout } from '../../blog';
import { previewPost, tagNamesOf } from './previewPost';

const Pane = styled.section`
  position: sticky;
  top: 72px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.page};
  overflow: hidden;
  /* The pane's own title only: the post's subheadings keep the article's styles. */
  > h2 {
    margin: 0;
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    background: ${({ theme }) => theme.colors.surfaceSunken};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Scroll = styled.div`
  max-height: calc(100vh - 140px);
  overflow: auto;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

/** The post as the public page renders it, from the editor's current text. */
export function PostPreview(props: {
  values: PostFormValues;
  post: Post | null;
  categories: readonly Category[];
  tags: readonly Tag[];
}) {
  const [now] = useState(() => new Date());
  const post = previewPost(props.values, props.post, props.categories, now);
  return (
    <Pane aria-labelledby="live-preview-title">
      <h2 id="live-preview-title">Live preview</h2>
      {/* Focusable so the preview scrolls by keyboard too. */}
      <Scroll
        tabIndex={0}
        role="region"
        aria-label="Live preview of the post"
        data-testid="live-preview"
      >
        <PostLayout
          post={post}
          tagNames={tagNamesOf(props.values.tagIds, props.tags)}
          related={[]}
        />
      </Scroll>
    </Pane>
  );
}
