import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import styled from 'styled-components';
import { Container, Section } from '../../ui/Layout';
import { BlogHero } from './components/BlogHero';
import { CategoryFilter } from './components/CategoryFilter';
import { PostGrid } from './components/PostGrid';
import { SearchForm } from './components/SearchForm';
import { categoriesQuery, publishedPostsQuery } from './queries';
import { filterPosts } from './filterPosts';
import type { BlogSearch } from './search';

const Filters = styled.div`
  margin-bottom: ${({ theme }) => theme.space[6]}px;
`;

/** `/blog`: published posts, newest first, searched and filtered through the URL. */
export function BlogPage({ search }: { search: BlogSearch }) {
  const { data: posts } = useSuspenseQuery(publishedPostsQuery());
  const { data: categories } = useSuspenseQuery(categoriesQuery());
  const navigate = useNavigate();
  const shown = filterPosts(posts, search);

  return (
    <>
      <BlogHero
        title="Roofing Advice for Houston Homeowners"
        lead="Storm season, insurance claims, shingles, leaks and attics: straight answers from the crew that inspects and installs every Altum roof."
      >
        {/* Keyed by the query, so Back to an earlier search shows that search in the box. */}
        <SearchForm
          key={search.q ?? ''}
          initialQuery={search.q ?? ''}
          category={search.category}
          onSearch={(q) =>
            void navigate({
              to: '/blog',
              search: { q: q || undefined, category: search.category },
            })
          }
        />
      </BlogHero>
      <Section $tone="page">
        <Container>
          <Filters>
            <CategoryFilter categories={categories} query={search.q} />
          </Filters>
          <PostGrid posts={shown} empty="No articles found." />
        </Container>
      </Section>
    </>
  );
}
