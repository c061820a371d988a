import type { Category } from '@altum/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Container, Section } from '../../ui/Layout';
import { CategoryNotFound } from './BlogNotFound';
import { BackLink } from './components/BackLink';
import { BlogHero } from './components/BlogHero';
import { PostGrid } from './components/PostGrid';
import { categoryPostsQuery, categoryQuery } from './queries';

/** `/blog/category/{slug}`: the category's hero and its published posts, newest first. */
export function CategoryPage({ slug }: { slug: string }) {
  const { data: category } = useSuspenseQuery(categoryQuery(slug));
  if (!category) return <CategoryNotFound />;
  return <CategoryPosts category={category} />;
}

function CategoryPosts({ category }: { category: Category }) {
  const { data: posts } = useSuspenseQuery(categoryPostsQuery(category.id));
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
          <PostGrid posts={posts} empty="No articles in this category yet." firstImagePriority />
        </Container>
      </Section>
    </>
  );
}
