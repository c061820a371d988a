import {
  ArticleBand,
  ArticleColumn,
  ArticleFigure,
  ArticleProse,
} from '../components/ArticleColumn';
import { PostHeader } from '../components/PostHeader';
import { POST_IMAGE_SIZES, PostImage } from '../components/PostImage';
import { RelatedPosts } from '../components/RelatedPosts';
import { PostContent } from '../content/PostContent';
import type { PostLayoutProps } from './types';

/** Any post: header, featured image, the content (Markdown), related posts. */
export function DefaultLayout({ post, tagNames, related }: PostLayoutProps) {
  return (
    <>
      <ArticleBand aria-labelledby="post-title">
        <ArticleColumn>
          <PostHeader post={post} tagNames={tagNames} />
          {post.featuredImageUrl && (
            <ArticleFigure>
              <PostImage post={post} sizes={POST_IMAGE_SIZES.article} rounded priority />
            </ArticleFigure>
          )}
          <ArticleProse data-testid="post-content">
            <PostContent content={post.content} />
          </ArticleProse>
        </ArticleColumn>
      </ArticleBand>
      <RelatedPosts related={related} />
    </>
  );
}
