import type { Category } from '@altum/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import styled from 'styled-components';
import { Container, Section } from '../../ui/Layout';
import { routerLink } from '../../ui/routerLink';
import { BlogHero } from './components/BlogHero';
import { CategoryFilter } from './components/CategoryFilter';
import { PageAnchor, Pagination } from './components/Pagination';
import { PostGrid } from './components/PostGrid';
import { SearchForm } from './components/SearchForm';
import { categoriesQuery, listPageQuery, searchQuery } from './queries';
import type { BlogSearch } from './search';

const Filters = styled.div`
  margin-bottom: ${({ theme }) => theme.space[6]}px;
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space[6]}px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PageLink = routerLink(PageAnchor);

/** The category a `/blog?category=` slug names, if any. */
export const categoryOf = (categories: readonly Category[], slug: string | undefined) =>
  slug ? (categories.find((category) => category.slug === slug) ?? null) : null;

/**
 * `/blog`: a page of published posts, newest first, all or one category's, with numbered pages;
 * or a search's newest matches. Search and filter live in the URL.
 */
export function BlogPage({ search }: { search: BlogSearch }) {
  const { data: categories } = useSuspenseQuery(categoriesQuery());
  const navigate = useNavigate();

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
          {search.q ? (
            <SearchResults q={search.q} search={search} categories={categories} />
          ) : (
            <ListPage search={search} categories={categories} />
          )}
        </Container>
      </Section>
    </>
  );
}

function SearchResults({
  q,
  search,
  categories,
}: {
  q: string;
  search: BlogSearch;
  categories: readonly Category[];
}) {
  const category = categoryOf(categories, search.category);
  const { data } = useSuspenseQuery(searchQuery(q, search.category ?? null, category?.id ?? null));
  return (
    <>
      <PostGrid posts={data.posts} empty="No articles found." />
      {data.more && (
        <Note>
          These are the {data.posts.length} newest matches. Add a word to narrow the search.
        </Note>
      )}
    </>
  );
}

function ListPage({ search, categories }: { search: BlogSearch; categories: readonly Category[] }) {
  const category = categoryOf(categories, search.category);
  const { data } = useSuspenseQuery(
    listPageQuery(search.category ?? null, category?.id ?? null, search.page ?? 1),
  );
  // The route answers a page beyond the list with its not-found view before this renders.
  if (!data) return null;
  return (
    <>
      <PostGrid posts={data.posts} empty="No articles found." />
      <Pagination
        page={data.page}
        pageCount={data.pageCount}
        renderLink={({ page, ...props }) => (
          <PageLink
            to="/blog"
            search={{ category: search.category, page: page > 1 ? page : undefined }}
            activeOptions={{ exact: true, includeSearch: true }}
            {...props}
          />
        )}
      />
    </>
  );
}
