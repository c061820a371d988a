import { toParagraphs } from '@altum/domain';
import styled from 'styled-components';
import { up } from '../../../ui/theme';
import {
  ArticleBand,
  ArticleBody,
  ArticleColumn,
  ArticleFigure,
} from '../components/ArticleColumn';
import { PostHeader } from '../components/PostHeader';
import { POST_IMAGE_SIZES, PostImage } from '../components/PostImage';
import { RelatedPosts } from '../components/RelatedPosts';
import { InlineContent } from '../content/PostContent';
import { InspectionCta } from './InspectionCta';
import type { PostLayoutProps } from './types';

const Steps = styled.ol`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]}px;
  margin: ${({ theme }) => theme.space[6]}px 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  /* The line that joins the steps. */
  &::before {
    content: '';
    position: absolute;
    top: 8px;
    bottom: 8px;
    left: 21px;
    width: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
`;

const Step = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 44px 1fr;
  gap: ${({ theme }) => theme.space[4]}px;
  counter-increment: step;
  &::before {
    content: counter(step);
    display: flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    font-weight: ${({ theme }) => theme.fontWeights.heavy};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h2 {
    margin: 8px 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    ${up('md')} {
      font-size: ${({ theme }) => theme.fontSizes.xl};
    }
  }
`;

const Afterwards = styled.p`
  padding: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[5]}px;
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.accentSoft};
`;

/** The first sentence of a paragraph, and the rest. */
function splitLead(paragraph: string): { lead: string; rest: string } {
  const end = paragraph.search(/[.!?](\s|$)/);
  if (end === -1) return { lead: paragraph, rest: '' };
  return { lead: paragraph.slice(0, end + 1), rest: paragraph.slice(end + 1).trim() };
}

/**
 * The example post, a roof replacement from start to finish: the opening paragraph, then each
 * following paragraph as a numbered step on a timeline (its first sentence as the step's
 * heading), the last paragraph as advice for afterwards, and a call to book an inspection.
 */
export default function StepsLayout({ post, tagNames, related }: PostLayoutProps) {
  const paragraphs = toParagraphs(post.content);
  const [intro, ...rest] = paragraphs;
  const afterwards = rest.length > 1 ? rest.at(-1) : undefined;
  const steps = afterwards ? rest.slice(0, -1) : rest;
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
            {intro && (
              <p>
                <InlineContent text={intro} />
              </p>
            )}
            <Steps aria-label="Steps">
              {steps.map((paragraph, index) => {
                const { lead, rest: body } = splitLead(paragraph);
                return (
                  <Step key={index}>
                    <div>
                      <h2>
                        <InlineContent text={lead} />
                      </h2>
                      {body && (
                        <p>
                          <InlineContent text={body} />
                        </p>
                      )}
                    </div>
                  </Step>
                );
              })}
            </Steps>
            {afterwards && (
              <Afterwards>
                <InlineContent text={afterwards} />
              </Afterwards>
            )}
          </ArticleBody>
          <InspectionCta
            title="Start with a free inspection"
            text="The same crew inspects and installs. You get photos, an honest recommendation and a line-by-line quote, with no obligation."
          />
        </ArticleColumn>
      </ArticleBand>
      <RelatedPosts related={related} />
    </>
  );
}
