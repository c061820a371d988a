import type { Category } from '@altum/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Container, Section } from '../../ui/Layout';
import { routerLink } from '../../ui/routerLink';
import { CategoryNotFound } from './BlogNotFound';
import { BackLink } from './components/BackLink';
import { BlogHero } from './components/BlogHero';
import { PageAnchor, Pagination } from './components/Pagination';
import { PostGrid } from './components/PostGrid';
import { categoryPageQuery, categoryQuery } from './queries';

const PageLink = routerLink(PageAnchor);

/** `/blog/category/{slug}`: the category's hero and a page of its published posts, newest first. */
export function CategoryPage({ slug, page }: { slug: string; page: number }) {
  const { data: category } = useSuspenseQuery(categoryQuery(slug));
  if (!category) return <CategoryNotFound />;
  return <CategoryPosts category={category} page={page} />;
}

function CategoryPosts({ category, page }: { category: Category; page: number }) {
  const { data: list } = useSuspenseQuery(categoryPageQuery(category.id, page));
  if (!list) return <CategoryNotFound />;
  return (
    <>
      <BlogHero
        title={category.name}
        lead={category.description}
        top={<BackLink label="Back to All Posts" onDark />}
      />
      <Section $tone="page">
        <Container>
          {/* The hero is short: on a phone the first card's image is the largest paint. */}
          <PostGrid
            posts={list.posts}
            empty="No articles in this category yet."
            firstImagePriority
          />
          <Pagination
            page={list.page}
            pageCount={list.pageCount}
            renderLink={({ page: to, ...props }) => (
              <PageLink
                to="/blog/category/$slug"
                params={{ slug: category.slug }}
                search={{ page: to > 1 ? to : undefined }}
                activeOptions={{ exact: true, includeSearch: true }}
                {...props}
              />
            )}
          />
        </Container>
      </Section>
    </>
  );
}
