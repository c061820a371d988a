import styled from 'styled-components';
import type { ProcessStep } from '../../../content/types';
import { up } from '../../../ui/theme';
import { IconBadge } from './IconCards';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${up('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const Item = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[5]}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space[1]}px;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Count = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accentText};
`;

/** Numbered steps as cards (How It Works, a service's process). */
export function StepList({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <List>
      {steps.map(({ icon: Icon, title, description }, index) => (
        <Item key={title}>
          <IconBadge>
            <Icon size={24} aria-hidden="true" />
          </IconBadge>
          <div>
            <Count>{`Step ${index + 1}`}</Count>
            <h3>{title}</h3>
            <p>{description}</p>
          </div>
        </Item>
      ))}
    </List>
  );
}
