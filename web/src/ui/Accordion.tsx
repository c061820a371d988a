import { ChevronDown } from 'lucide-react';
import styled from 'styled-components';

export interface AccordionItem {
  question: string;
  answer: string;
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Item = styled.details`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &[open] {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

const Question = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[5]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  list-style: none;
  cursor: pointer;
  &::-webkit-details-marker {
    display: none;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.accent};
    transition: transform ${({ theme }) => theme.transitions.fast};
  }
  [open] > & svg {
    transform: rotate(180deg);
  }
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0;
`;

const Answer = styled.div`
  padding: 0 ${({ theme }) => theme.space[5]}px ${({ theme }) => theme.space[5]}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Questions and answers: one item open at a time; the open one closes on a second click.
 * Native <details> sharing a name (one list of questions per page): the browser opens, closes and keeps one open with no
 * script, so a tap before the app has started is answered at once (React never sets `open`,
 * so hydration keeps what the visitor opened).
 */
export function Accordion({ items }: { items: readonly AccordionItem[] }) {
  return (
    <List>
      {items.map((item) => (
        <Item key={item.question} name="faq">
          <Question>
            <Heading>{item.question}</Heading>
            <ChevronDown size={20} aria-hidden="true" />
          </Question>
          <Answer>{item.answer}</Answer>
        </Item>
      ))}
    </List>
  );
}
