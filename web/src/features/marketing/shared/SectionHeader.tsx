import styled from 'styled-components';
import { Eyebrow, SectionTitle } from '../../../ui/Typography';

const Header = styled.header<{ $center: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  max-width: 720px;
  margin: ${({ $center }) => ($center ? '0 auto' : '0')} ${({ theme }) => theme.space[7]}px;
  text-align: ${({ $center }) => ($center ? 'center' : 'left')};
  align-items: ${({ $center }) => ($center ? 'center' : 'flex-start')};
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: inherit;
  opacity: 0.8;
`;

/** Eyebrow, heading and lead that open a page section. */
export function SectionHeader(props: {
  id?: string;
  eyebrow?: string;
  heading: string;
  lead?: string;
  center?: boolean;
}) {
  return (
    <Header $center={props.center ?? false}>
      {props.eyebrow && <Eyebrow>{props.eyebrow}</Eyebrow>}
      <SectionTitle id={props.id}>{props.heading}</SectionTitle>
      {props.lead && <Lead>{props.lead}</Lead>}
    </Header>
  );
}
