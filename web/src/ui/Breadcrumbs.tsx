import { Link, type LinkProps } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import styled from 'styled-components';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  link?: Pick<LinkProps, 'to' | 'hash' | 'params'>;
}

const Nav = styled.nav`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  a {
    color: inherit;
    opacity: 0.8;
    text-decoration: none;
  }
  a:hover {
    opacity: 1;
    text-decoration: underline;
  }
  [aria-current='page'] {
    font-weight: 600;
  }
`;

export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <Nav aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => (
          <Fragment key={crumb.label}>
            <li>
              {crumb.link ? (
                <Link {...crumb.link}>{crumb.label}</Link>
              ) : (
                <span aria-current="page">{crumb.label}</span>
              )}
              {index < crumbs.length - 1 && <ChevronRight size={14} aria-hidden="true" />}
            </li>
          </Fragment>
        ))}
      </ol>
    </Nav>
  );
}
