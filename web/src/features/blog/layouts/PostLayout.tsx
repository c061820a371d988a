import { lazy, Suspense, type ComponentType } from 'react';
import { BlogLoading } from '../BlogLoading';
import { DefaultLayout } from './DefaultLayout';
import type { PostLayoutProps } from './types';

/** Posts with a page of their own, by slug. Any other post uses the default layout. */
export const CUSTOM_LAYOUT_SLUGS = {
  checklist: 'houston-roof-inspection-checklist',
  example: 'roof-replacement-day-by-day',
} as const;

type Layout = ComponentType<PostLayoutProps>;

// Loaded only when such a post is opened.
const layoutModules: Record<string, () => Promise<{ default: Layout }>> = {
  [CUSTOM_LAYOUT_SLUGS.checklist]: () => import('./ChecklistLayout'),
  [CUSTOM_LAYOUT_SLUGS.example]: () => import('./StepsLayout'),
};
const lazyLayouts = Object.fromEntries(
  Object.entries(layoutModules).map(([slug, load]) => [slug, lazy(load)]),
);
/** Layouts already loaded (by the route loader), rendered without suspending. */
const loadedLayouts = new Map<string, Layout>();

/**
 * Loads the post's own layout, if it has one. The route loader waits for it, so a server
 * render is complete and the browser hydrates the layout with the rest of the page instead
 * of leaving it unhydrated (and unclickable) until its chunk arrives.
 */
export async function preloadPostLayout(slug: string): Promise<void> {
  const load = layoutModules[slug];
  if (load && !loadedLayouts.has(slug)) loadedLayouts.set(slug, (await load()).default);
}

/** A post in its layout: the checklist, the example post's steps, or the default. */
export function PostLayout(props: PostLayoutProps) {
  const slug = props.post.slug;
  const Custom = loadedLayouts.get(slug) ?? lazyLayouts[slug];
  if (!Custom) return <DefaultLayout {...props} />;
  // The same boundary whether or not the layout was preloaded: server and client markup match.
  return (
    <Suspense fallback={<BlogLoading />}>
      {/* Custom is one of four module-level components, the same on every render of a post:
          not a component made during render, which the rule guards against. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Custom {...props} />
    </Suspense>
  );
}
