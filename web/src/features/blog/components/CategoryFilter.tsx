import type { Category } from '@altum/domain';
import styled from 'styled-components';
import { routerLink } from '../../../ui/routerLink';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  transition: background ${({ theme }) => theme.transitions.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &[data-status='active'] {
    background: ${({ theme }) => theme.colors.ink};
    border-color: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.onInk};
  }
`;

const FilterLink = routerLink(Anchor);

/**
 * All Posts plus one button per category. They are links: each choice is a URL that can be
 * shared, and Back returns to the previous choice. A search in progress is kept.
 */
export function CategoryFilter({
  categories,
  query,
}: {
  categories: readonly Category[];
  query: string | undefined;
}) {
  const options = [
    { key: 'all', label: 'All Posts', slug: undefined },
    ...categories.map((category) => ({
      key: category.id,
      label: category.name,
      slug: category.slug,
    })),
  ];
  return (
    <nav aria-label="Categories">
      <List>
        {options.map((option) => (
          <li key={option.key}>
            <FilterLink
              to="/blog"
              search={{ q: query, category: option.slug }}
              // Active when the URL's search is exactly this one: this category (All Posts: none)
              // with the current query.
              activeOptions={{ exact: true, includeSearch: true }}
            >
              {option.label}
            </FilterLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
