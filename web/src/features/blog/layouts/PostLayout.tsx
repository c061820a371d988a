import { lazy, Suspense } from 'react';
import { BlogLoading } from '../BlogLoading';
import { DefaultLayout } from './DefaultLayout';
import type { PostLayoutProps } from './types';

/** Posts with a page of their own, by slug. Any other post uses the default layout. */
export const CUSTOM_LAYOUT_SLUGS = {
  checklist: 'houston-roof-inspection-checklist',
  example: 'roof-replacement-day-by-day',
} as const;

// Loaded only when such a post is opened.
const ChecklistLayout = lazy(() => import('./ChecklistLayout'));
const StepsLayout = lazy(() => import('./StepsLayout'));

/** A post in its layout: the checklist, the example post's steps, or the default. */
export function PostLayout(props: PostLayoutProps) {
  switch (props.post.slug) {
    case CUSTOM_LAYOUT_SLUGS.checklist:
      return (
        <Suspense fallback={<BlogLoading />}>
          <ChecklistLayout {...props} />
        </Suspense>
      );
    case CUSTOM_LAYOUT_SLUGS.example:
      return (
        <Suspense fallback={<BlogLoading />}>
          <StepsLayout {...props} />
        </Suspense>
      );
    default:
      return <DefaultLayout {...props} />;
  }
}
