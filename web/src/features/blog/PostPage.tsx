import { toParagraphs, type Post } from '@altum/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Container, Section } from '../../ui/Layout';
import { up } from '../../ui/theme';
import { ArticleNotFound } from './BlogNotFound';
import { BackLink } from './components/BackLink';
import { CategoryBadgeLink, TagBadge } from './components/Badge';
import { PostGrid } from './components/PostGrid';
import { PostImage } from './components/PostImage';
import { PostMeta } from './components/PostMeta';
import { postQuery, relatedPostsQuery, tagsQuery } from './queries';

const ArticleBand = styled.article`
  background: ${({ theme }) => theme.colors.surface};
`;

const Column = styled(Container)`
  max-width: calc(72ch + ${({ theme }) => theme.space[6] * 2}px);
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]}px;
  padding-top: ${({ theme }) => theme.space[6]}px;
  ${up('md')} {
    padding-top: ${({ theme }) => theme.space[7]}px;
  }
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Figure = styled.figure`
  margin: ${({ theme }) => theme.space[6]}px 0 0;
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space[6]}px 0 ${({ theme }) => theme.space[8]}px;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.body};
  p + p {
    margin-top: ${({ theme }) => theme.space[4]}px;
  }
  ${up('md')} {
    font-size: 1.125rem;
  }
`;

const RelatedTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  margin-bottom: ${({ theme }) => theme.space[5]}px;
`;

/** `/blog/{slug}`: one published post in the default layout, then related posts. */
export function PostPage({ slug }: { slug: string }) {
  const { data: post } = useSuspenseQuery(postQuery(slug));
  if (!post) return <ArticleNotFound />;
  return <PostArticle post={post} />;
}

function PostArticle({ post }: { post: Post }) {
  const { data: tags } = useSuspenseQuery(tagsQuery(post.tagIds));
  const { data: related } = useSuspenseQuery(relatedPostsQuery(post));
  return (
    <>
      <ArticleBand aria-labelledby="post-title">
        <Column>
          <Header>
            <BackLink label="Back to Blog" />
            {post.categorySlug && post.categoryName && (
              <CategoryBadgeLink to="/blog/category/$slug" params={{ slug: post.categorySlug }}>
                {post.categoryName}
              </CategoryBadgeLink>
            )}
            <Title id="post-title">{post.title}</Title>
            <PostMeta post={post} />
            {tags.length > 0 && (
              <Tags aria-label="Tags">
                {tags.map((tag) => (
                  <li key={tag.id}>
                    <TagBadge>{tag.name}</TagBadge>
                  </li>
                ))}
              </Tags>
            )}
          </Header>
          {post.featuredImageUrl && (
            <Figure>
              <PostImage src={post.featuredImageUrl} label={post.categoryName} rounded priority />
            </Figure>
          )}
          <Body data-testid="post-content">
            {toParagraphs(post.content).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </Body>
        </Column>
      </ArticleBand>
      {related.length > 0 && (
        <Section $tone="page" aria-labelledby="related-title">
          <Container>
            <RelatedTitle id="related-title">Related Articles</RelatedTitle>
            <PostGrid posts={related} empty="" headingLevel={3} />
          </Container>
        </Section>
      )}
    </>
  );
}
