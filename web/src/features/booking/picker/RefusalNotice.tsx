import type { ReactNode } from 'react';
import styled from 'styled-components';
import { company } from '../../../content/company';

/**
 * "That time has just filled…": said at once (role alert) above the windows offered instead,
 * in the warning's colours; not an error: the request stands, only the time changes.
 */
export function RefusalNotice(props: { children: ReactNode }) {
  return <Box role="alert">{props.children}</Box>;
}

/**
 * A booking refused by a bound on homeowners' bookings: no other time would do, so the
 * server's words and the office's number, as a link to call.
 */
export function CallUsNotice(props: { message: string }) {
  return (
    <RefusalNotice>
      {props.message} <a href={company.phone.href}>Call {company.phone.display}</a>
    </RefusalNotice>
  );
}

const Box = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
