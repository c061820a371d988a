import { toParagraphs } from '@altum/domain';
import {
  ArticleBand,
  ArticleBody,
  ArticleColumn,
  ArticleFigure,
} from '../components/ArticleColumn';
import { PostHeader } from '../components/PostHeader';
import { POST_IMAGE_SIZES, PostImage } from '../components/PostImage';
import { RelatedPosts } from '../components/RelatedPosts';
import type { PostLayoutProps } from './types';

/** Any post: header, featured image, one paragraph per line of content, related posts. */
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
          <ArticleBody data-testid="post-content">
            {toParagraphs(post.content).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </ArticleBody>
        </ArticleColumn>
      </ArticleBand>
      <RelatedPosts related={related} />
    </>
  );
}
