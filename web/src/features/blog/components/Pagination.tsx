import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: ${({ theme }) => theme.space[8]}px 0 0;
  padding: 0;
  list-style: none;
`;

/** The style of each page link (the links themselves are the caller's typed router links). */
export const PageAnchor = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.ink};
    border-color: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.onInk};
  }
`;

const Gap = styled.li`
  min-width: 24px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The pages shown as numbers: the first, the last, and two either side of the current one
 * (a list of 80 pages is not 80 links); null stands for the pages left out between them.
 */
export function pageNumbers(page: number, pageCount: number): (number | null)[] {
  const shown: (number | null)[] = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= 2) shown.push(n);
    else if (shown.at(-1) !== null) shown.push(null);
  }
  return shown;
}

/** What a page link gets from the list: its page, its text, and its `rel` and label if any. */
export interface PageLinkProps {
  page: number;
  children: ReactNode;
  rel?: 'prev' | 'next';
  'aria-label'?: string;
}

/**
 * Numbered pages of a list, as plain links (each page has its own address, so they work before
 * the app starts and a crawler follows them), with Previous and Next. The current page is the
 * link the router marks `aria-current="page"`. Nothing when the list has one page.
 */
export function Pagination({
  page,
  pageCount,
  renderLink,
}: {
  page: number;
  pageCount: number;
  renderLink: (props: PageLinkProps) => ReactNode;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages">
      <List>
        {page > 1 && <li>{renderLink({ page: page - 1, rel: 'prev', children: 'Previous' })}</li>}
        {pageNumbers(page, pageCount).map((n, index) =>
          n === null ? (
            <Gap key={`gap-${index}`} aria-hidden="true">
              …
            </Gap>
          ) : (
            <li key={n}>{renderLink({ page: n, children: n, 'aria-label': `Page ${n}` })}</li>
          ),
        )}
        {page < pageCount && (
          <li>{renderLink({ page: page + 1, rel: 'next', children: 'Next' })}</li>
        )}
      </List>
    </nav>
  );
}
