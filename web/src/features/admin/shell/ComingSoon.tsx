import styled from 'styled-components';
import { Card } from '../../../ui/Card';
import { Muted } from '../../../ui/Typography';

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/** A screen of the admin that is not built yet, named as such. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Panel $padding={5}>
      <h1>{title}</h1>
      <Muted>Coming soon: this screen is not built yet.</Muted>
    </Panel>
  );
}
