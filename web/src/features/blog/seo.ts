import type { Post } from '@altum/domain';

/** A post's search title and description: the SEO fields, else the title and excerpt. */
export const postTitle = (post: Post): string => post.seoTitle || post.title;
export const postDescription = (post: Post): string => post.seoDescription || post.excerpt;
export const postPath = (slug: string): string => `/blog/${slug}`;

type Tag = Record<string, string | undefined>;

interface Head {
  meta: Tag[];
  links: Tag[];
}

/** JSON for a <script type="application/ld+json">: no '</script>' can end it early. */
const jsonLd = (data: unknown) => ({
  type: 'application/ld+json',
  children: JSON.stringify(data).replace(/</g, '\\u003c'),
});

/** schema.org BreadcrumbList of a page: Home, Blog, then the given crumbs. */
export function breadcrumbList(
  siteUrl: string,
  crumbs: ReadonlyArray<{ name: string; path: string }>,
) {
  const trail = [{ name: 'Home', path: '/' }, { name: 'Blog', path: '/blog' }, ...crumbs];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  };
}

/** A page head with a keywords meta and its breadcrumb trail as structured data. */
export function withKeywordsAndTrail(
  page: Head,
  {
    siteUrl,
    keywords,
    crumbs,
  }: { siteUrl: string; keywords: string; crumbs: ReadonlyArray<{ name: string; path: string }> },
) {
  return {
    meta: [...page.meta, { name: 'keywords', content: keywords }],
    links: page.links,
    scripts: [jsonLd(breadcrumbList(siteUrl, crumbs))],
  };
}

const isImageTag = (tag: Tag) => tag.property === 'og:image' || tag.name === 'twitter:image';

/**
 * A preconnect to the origin serving a featured image when it is not the site's own: the
 * image is the page's largest paint (a post's, or a category's first card), and its
 * connection can open while the head still loads.
 */
export function imageOriginPreconnect(image: string | null, siteUrl: string): Tag[] {
  if (!image) return [];
  let origin: string;
  try {
    origin = new URL(image, siteUrl).origin;
  } catch {
    return [];
  }
  return origin === new URL(siteUrl).origin ? [] : [{ rel: 'preconnect', href: origin }];
}

/**
 * Turns a page's head into an article's: og:type article, keywords, publish date, section and
 * tags, the featured image as the share image (the site's default image when there is none),
 * and BlogPosting structured data.
 */
export function articleHead(
  page: Head,
  post: Post,
  { siteUrl, tagNames }: { siteUrl: string; tagNames: readonly string[] },
) {
  const image = post.featuredImageUrl;
  const meta: Tag[] = page.meta
    .filter((tag) => !(image && isImageTag(tag)))
    .map((tag) => (tag.property === 'og:type' ? { ...tag, content: 'article' } : tag));
  if (image) {
    meta.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  }
  if (post.seoKeywords.length)
    meta.push({ name: 'keywords', content: post.seoKeywords.join(', ') });
  if (post.publishDate) {
    meta.push({ property: 'article:published_time', content: post.publishDate.toISOString() });
  }
  if (post.categoryName) meta.push({ property: 'article:section', content: post.categoryName });
  for (const name of tagNames) meta.push({ property: 'article:tag', content: name });

  const url = `${siteUrl}${postPath(post.slug)}`;
  const blogPosting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: postDescription(post),
    url,
    mainEntityOfPage: url,
    // The share image: the featured image, else the site's default one.
    image: image ?? `${siteUrl}/og-image.png`,
    ...(post.publishDate ? { datePublished: post.publishDate.toISOString() } : {}),
    dateModified: post.updatedAt.toISOString(),
    author: { '@type': 'Person', name: post.authorName },
    publisher: { '@type': 'Organization', name: 'Altum Roofing', url: siteUrl },
    ...(post.seoKeywords.length ? { keywords: post.seoKeywords.join(', ') } : {}),
    ...(post.categoryName ? { articleSection: post.categoryName } : {}),
  };
  const crumbs = [
    ...(post.categoryName && post.categorySlug
      ? [{ name: post.categoryName, path: `/blog/category/${post.categorySlug}` }]
      : []),
    { name: post.title, path: postPath(post.slug) },
  ];
  return {
    meta,
    links: [...imageOriginPreconnect(image, siteUrl), ...page.links],
    scripts: [jsonLd(blogPosting), jsonLd(breadcrumbList(siteUrl, crumbs))],
  };
}
