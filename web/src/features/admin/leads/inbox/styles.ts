import styled from 'styled-components';

export const InboxHeading = styled.h2`
  margin: ${({ theme }) => theme.space[4]}px 0 ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const LeadList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;
