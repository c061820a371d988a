import { ArrowLeft } from 'lucide-react';
import styled from 'styled-components';
import { routerLink } from '../../../ui/routerLink';

const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  align-self: flex-start;
  min-height: 44px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  color: ${({ theme }) => theme.colors.accentText};
  &:hover {
    text-decoration: underline;
  }
`;

const DarkAnchor = styled(Anchor)`
  color: ${({ theme }) => theme.colors.onInk};
`;

const LightLink = routerLink(Anchor);
const DarkLink = routerLink(DarkAnchor);

/** 'Back to Blog' and 'Back to All Posts': always to the unfiltered list. */
export function BackLink({ label, onDark = false }: { label: string; onDark?: boolean }) {
  const Link = onDark ? DarkLink : LightLink;
  return (
    <Link to="/blog">
      <ArrowLeft size={18} aria-hidden="true" />
      {label}
    </Link>
  );
}
