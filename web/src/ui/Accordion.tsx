import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { ChevronDown } from 'lucide-react';
import { useLayoutEffect, useState } from 'react';
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

const Item = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &[data-open] {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  letter-spacing: 0;
`;

const Button = styled(DisclosureButton)`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[5]}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  text-align: left;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.accent};
    transition: transform ${({ theme }) => theme.transitions.fast};
  }
  &[data-open] svg {
    transform: rotate(180deg);
  }
`;

const Panel = styled(DisclosurePanel)`
  padding: 0 ${({ theme }) => theme.space[5]}px ${({ theme }) => theme.space[5]}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function AccordionEntry({
  item,
  index,
  openIndex,
  onToggle,
}: {
  item: AccordionItem;
  index: number;
  openIndex: number | null;
  onToggle: (index: number, open: boolean) => void;
}) {
  return (
    <Disclosure as={Item}>
      {({ open, close }) => (
        <>
          <CloseWhenOtherOpens open={open} close={close} isCurrent={openIndex === index} />
          <Heading>
            <Button onClick={() => onToggle(index, !open)}>
              {item.question}
              <ChevronDown size={20} aria-hidden="true" />
            </Button>
          </Heading>
          <Panel>{item.answer}</Panel>
        </>
      )}
    </Disclosure>
  );
}

/** Headless UI keeps each item's open state; this closes an item when another one opens. */
function CloseWhenOtherOpens(props: { open: boolean; close: () => void; isCurrent: boolean }) {
  const { open, close, isCurrent } = props;
  useLayoutEffect(() => {
    if (open && !isCurrent) close();
  }, [open, close, isCurrent]);
  return null;
}

/** Questions and answers: one item open at a time; the open one closes on a second click. */
export function Accordion({ items }: { items: readonly AccordionItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <List>
      {items.map((item, index) => (
        <AccordionEntry
          key={item.question}
          item={item}
          index={index}
          openIndex={openIndex}
          onToggle={(toggled, open) => setOpenIndex(open ? toggled : null)}
        />
      ))}
    </List>
  );
}
