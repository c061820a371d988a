import { useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import {
  ariaShortcut,
  EDITOR_SHORTCUTS,
  shortcutText,
  type EditorCommand,
} from './editorShortcuts';
import { Icon, type IconName } from '../shell/Icon';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => theme.space[1]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 0;
  border-radius: ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0 0;
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

const Separator = styled.span`
  align-self: stretch;
  width: 1px;
  margin: 4px ${({ theme }) => theme.space[1]}px;
  background: ${({ theme }) => theme.colors.border};
`;

const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: 36px;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.border};
  }
  svg {
    width: 18px;
    height: 18px;
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** Drawn by the admin's own icons: the shared icon chunk is in every public page's first load. */
const ICONS: Record<EditorCommand, IconName> = {
  heading: 'heading',
  bold: 'bold',
  italic: 'italic',
  link: 'link',
  bullets: 'bullets',
  numbers: 'numbers',
  quote: 'quote',
  image: 'image',
  help: 'keyboard',
};

/** Where a group ends: a separator follows these. */
const GROUP_ENDS = new Set<EditorCommand>(['heading', 'link', 'quote', 'image']);

/**
 * The formatting toolbar of the content field, as the APG toolbar pattern has it: one tab
 * stop, arrow keys (and Home, End) move between its buttons. Each button is named for what it
 * does, with its shortcut in aria-keyshortcuts and in its tooltip.
 */
export function MarkdownToolbar({
  controls,
  onCommand,
}: {
  /** The id of the text field the toolbar edits. */
  controls: string;
  onCommand: (command: EditorCommand) => void;
}) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const count = EDITOR_SHORTCUTS.length;

  const moveTo = (index: number) => {
    const next = (index + count) % count;
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => moveTo(current + 1),
      ArrowLeft: () => moveTo(current - 1),
      Home: () => moveTo(0),
      End: () => moveTo(count - 1),
    };
    const move = keys[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  };

  return (
    <Bar role="toolbar" aria-label="Formatting" aria-controls={controls} onKeyDown={onKeyDown}>
      {EDITOR_SHORTCUTS.map((shortcut, index) => {
        return (
          <span key={shortcut.command} style={{ display: 'contents' }}>
            <ToolButton
              type="button"
              ref={(element) => {
                buttons.current[index] = element;
              }}
              tabIndex={index === current ? 0 : -1}
              aria-label={shortcut.label}
              aria-keyshortcuts={ariaShortcut(shortcut)}
              {...(shortcut.command === 'help' || shortcut.command === 'image'
                ? { 'aria-haspopup': 'dialog' as const }
                : {})}
              title={`${shortcut.label} (${shortcutText(shortcut)})`}
              onFocus={() => setCurrent(index)}
              onClick={() => onCommand(shortcut.command)}
            >
              <Icon name={ICONS[shortcut.command]} size={18} />
              {shortcut.command === 'help' ? <span aria-hidden="true">Shortcuts</span> : null}
            </ToolButton>
            {GROUP_ENDS.has(shortcut.command) ? <Separator aria-hidden="true" /> : null}
          </span>
        );
      })}
    </Bar>
  );
}
