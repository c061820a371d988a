import { slugify } from '@altum/domain';
import styled, { createGlobalStyle } from 'styled-components';
import { Button } from '../../../ui/Button';
import { ArticleBand, ArticleBody, ArticleColumn } from '../components/ArticleColumn';
import { PostHeader } from '../components/PostHeader';
import { RelatedPosts } from '../components/RelatedPosts';
import { InlineContent } from '../content/PostContent';
import { parseChecklist } from './checklistContent';
import { InspectionCta } from './InspectionCta';
import type { PostLayoutProps } from './types';
import { keepTicksMadeBeforeTheApp, useDeviceChecklist } from './useDeviceChecklist';

/*
 * Ticks made on the server-rendered checklist before the app started, kept on this device as
 * this module loads: the post's route loads it before the app takes the page, so if the app
 * then renders the page afresh (its data differs from the HTML's), the ticks come back. Here,
 * not in the app's start, which every public page loads.
 */
if (typeof document !== 'undefined') keepTicksMadeBeforeTheApp(document);

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

/* Print and Clear are the app's: offered once it is there (their room kept), so a tap on
   them is never one the page cannot answer. Scrolling down to them starts the app. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  html:not([data-interactive]) & {
    visibility: hidden;
  }
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

/*
 * The boxes are plain checkboxes, so a tick works before the app starts; how a box looks
 * follows its own checked state in CSS, not the app's.
 */
const Item = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.success};
    background: ${({ theme }) => theme.colors.successSoft};
  }
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

const Box = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  margin-top: 1px;
  border: 2px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: #fff;
  /* The tick, drawn by CSS: no markup per box. */
  &::after {
    content: '';
    width: 8px;
    height: 14px;
    margin-top: -3px;
    border: solid currentColor;
    border-width: 0 3px 3px 0;
    transform: rotate(45deg);
    visibility: hidden;
  }
  input:checked + & {
    border-color: ${({ theme }) => theme.colors.success};
    background: ${({ theme }) => theme.colors.success};
  }
  input:checked + &::after {
    visibility: visible;
  }
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
  const { ticked, set, clear } = useDeviceChecklist(post.id);
  const items = checklist.sections.flatMap((section) => section.items);
  const done = items.filter((item) => ticked.has(item)).length;

  return (
    <>
      <PrintStyle />
      <ArticleBand aria-labelledby="post-title" data-print-area="">
        <ArticleColumn>
          <PostHeader post={post} tagNames={tagNames} />
          <ArticleBody data-testid="post-content" data-device-checklist={post.id}>
            {checklist.intro.map((paragraph, index) => (
              <p key={index}>
                <InlineContent text={paragraph} />
              </p>
            ))}
            <Toolbar data-print="hide">
              <Progress role="status">
                {done} of {items.length} checked
              </Progress>
              <Actions data-app-only="">
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
                  {section.items.map((item) => (
                    <li key={item}>
                      <Item>
                        <input
                          type="checkbox"
                          // What the page's ticks are kept by before the app starts.
                          value={item}
                          checked={ticked.has(item)}
                          onChange={(event) => set(item, event.currentTarget.checked)}
                        />
                        <Box aria-hidden="true" />
                        <span>
                          <InlineContent text={item} />
                        </span>
                      </Item>
                    </li>
                  ))}
                </Items>
              </section>
            ))}
            {checklist.closing && (
              <Closing>
                <InlineContent text={checklist.closing} />
              </Closing>
            )}
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
