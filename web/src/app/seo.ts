import { company } from '../content/company';

/**
 * The site's canonical origin, no trailing slash: web/vite.config.ts sets it, and refuses a
 * production build without it.
 */
export const siteUrl = import.meta.env.VITE_SITE_URL;

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page, for the canonical link and og:url. */
  path: string;
  noindex?: boolean;
}

/** Title, description, canonical, Open Graph and Twitter tags for a route's `head()`. */
export function pageHead({ title, description, path, noindex }: PageMeta) {
  const url = `${siteUrl}${path}`;
  const image = `${siteUrl}/og-image.png`;
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      ...(noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: company.name },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
