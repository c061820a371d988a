import { Suspense } from 'react';
import styled from 'styled-components';
import { MyRequestCard, useMyRequest } from '../../booking';
import { up } from '../../../ui/theme';

/**
 * 'Your inspection', for the device that sent a request: a one-line card laid over the top of
 * the hero's padding, so its arrival after start moves nothing on the page. Only the browser
 * knows the request (localStorage): the server's HTML has no card.
 */
export function YourInspection() {
  const request = useMyRequest();
  if (!request) return null;
  return (
    <Spot>
      <Suspense fallback={null}>
        <MyRequestCard request={request} />
      </Suspense>
    </Spot>
  );
}

const Spot = styled.div`
  position: absolute;
  z-index: 1;
  top: 4px;
  left: 0;
  right: 0;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[5]}px;
  ${up('md')} {
    top: ${({ theme }) => theme.space[5]}px;
    padding: 0 ${({ theme }) => theme.space[6]}px;
  }
`;
