import { formatInspectionWindowShort, requestPath } from '@altum/domain';
import { ArrowRight, CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import type { MyRequest } from '../myRequest';

/**
 * The home page's 'Your inspection' card for the device that sent a request: one line, a link
 * to its page. Placed by the page where its arrival moves nothing (HomeHero).
 */
export default function MyRequestCard({ request }: { request: MyRequest }) {
  const [shownAt] = useState(() => Date.now());
  const booked = request.window && request.window.end.getTime() > shownAt;
  return (
    <Card href={requestPath(request.id)}>
      <CalendarCheck size={18} aria-hidden="true" />
      <span>
        <strong>Your inspection</strong>
        {booked && request.window
          ? `: booked ${formatInspectionWindowShort(request.window)}`
          : ': see your request'}
      </span>
      <ArrowRight size={18} aria-hidden="true" />
    </Card>
  );
}

const Card = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  max-width: 100%;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.inkRaised};
  color: ${({ theme }) => theme.colors.onInk};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  white-space: nowrap;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.accent};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.ink};
  }
`;
