import { slugify } from '@altum/domain';
import styled, { createGlobalStyle } from 'styled-components';
import { Button } from '../../../ui/Button';
import { ArticleBand, ArticleBody, ArticleColumn } from '../components/ArticleColumn';
import { PostHeader } from '../components/PostHeader';
import { RelatedPosts } from '../components/RelatedPosts';
import { parseChecklist } from './checklistContent';
import { InspectionCta } from './InspectionCta';
import type { PostLayoutProps } from './types';
import { useDeviceChecklist } from './useDeviceChecklist';

/** On paper: only the checklist, black on white, with empty boxes to tick by hand. */
const PrintStyle = createGlobalStyle`
  @media print {
    body * { visibility: hidden; }
    [data-print-area], [data-print-area] * { visibility: visible; }
    [data-print-area] { position: absolute; inset: 0 auto auto 0; width: 100%; }
    [data-print-area] [data-print='hide'] { display: none !important; }
    [data-print-area] * { color: #000 !important; background: transparent !important; box-shadow: none !important; }
    [data-print-area] li { break-inside: avoid; }
  }
`;

const Toolbar = styled.div`
  position: sticky;
  top: ${({ theme }) => theme.layout.headerHeight};
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: ${({ theme }) => theme.space[5]}px 0;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

const Progress = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const SectionTitle = styled.h2`
  margin: ${({ theme }) => theme.space[6]}px 0 ${({ theme }) => theme.space[3]}px;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.label<{ $ticked: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid
    ${({ theme, $ticked }) => ($ticked ? theme.colors.success : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $ticked }) => ($ticked ? theme.colors.successSoft : theme.colors.surface)};
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Box = styled.span<{ $ticked: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  margin-top: 1px;
  border: 2px solid
    ${({ theme, $ticked }) => ($ticked ? theme.colors.success : theme.colors.textMuted)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $ticked }) => ($ticked ? theme.colors.success : theme.colors.surface)};
  color: #fff;
  @media print {
    border-color: #000 !important;
  }
`;

const Closing = styled.p`
  margin-top: ${({ theme }) => theme.space[6]}px;
`;

/**
 * The Houston roof-inspection checklist: an interactive list a homeowner ticks through on the
 * phone (ticks kept on this device), prints for the clipboard, and that ends with a call to
 * book an inspection.
 */
export default function ChecklistLayout({ post, tagNames, related }: PostLayoutProps) {
  const checklist = parseChecklist(post.content);
  const { ticked, toggle, clear } = useDeviceChecklist(post.id);
  const items = checklist.sections.flatMap((section) => section.items);
  const done = items.filter((item) => ticked.has(item)).length;

  return (
    <>
      <PrintStyle />
      <ArticleBand aria-labelledby="post-title" data-print-area="">
        <ArticleColumn>
          <PostHeader post={post} tagNames={tagNames} />
          <ArticleBody data-testid="post-content">
            {checklist.intro.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
            <Toolbar data-print="hide">
              <Progress role="status">
                {done} of {items.length} checked
              </Progress>
              <Actions>
                <Button $variant="secondary" $size="sm" onClick={() => window.print()}>
                  Print checklist
                </Button>
                <Button $variant="ghost" $size="sm" onClick={clear} disabled={done === 0}>
                  Clear ticks
                </Button>
              </Actions>
            </Toolbar>
            {checklist.sections.map((section) => (
              <section key={section.title} aria-labelledby={`checklist-${slugify(section.title)}`}>
                <SectionTitle id={`checklist-${slugify(section.title)}`}>
                  {section.title}
                </SectionTitle>
                <Items>
                  {section.items.map((item) => {
                    const isTicked = ticked.has(item);
                    return (
                      <li key={item}>
                        <Item $ticked={isTicked}>
                          <input type="checkbox" checked={isTicked} onChange={() => toggle(item)} />
                          <Box $ticked={isTicked} aria-hidden="true">
                            {isTicked && (
                              <svg viewBox="0 0 24 24" width="20" height="20" fill="none">
                                <path
                                  d="M5 12.5l4.5 4.5L19 7.5"
                                  stroke="currentColor"
                                  strokeWidth="3"
                                  strokeLinecap="round"
                                  strokeLinejoin="round"
                                />
                              </svg>
                            )}
                          </Box>
                          <span>{item}</span>
                        </Item>
                      </li>
                    );
                  })}
                </Items>
              </section>
            ))}
            {checklist.closing && <Closing>{checklist.closing}</Closing>}
          </ArticleBody>
          <InspectionCta
            title="Want a professional to check it for you?"
            text="Our free inspection covers the roof surface, flashing, gutters, structure and storm damage, with photos of everything we find. No obligation."
          />
        </ArticleColumn>
      </ArticleBand>
      <RelatedPosts related={related} />
    </>
  );
}
