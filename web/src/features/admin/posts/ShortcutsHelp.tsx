import { NOFOLLOW_TITLE } from '@altum/domain';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import { EDITOR_SHORTCUTS, shortcutText } from './editorShortcuts';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    padding-bottom: ${({ theme }) => theme.space[1]}px;
  }
  kbd,
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.9em;
    white-space: nowrap;
  }
`;

/** Markdown as a post takes it: what to type, and what it gives. */
const SYNTAX: ReadonlyArray<[string, string]> = [
  ['A line of text', 'A paragraph (each line is one)'],
  ['## Subheading', 'A subheading (### and #### for smaller ones)'],
  ['**bold**  *italic*', 'Bold and italic'],
  ['[Book now](/book-inspection)', 'A link to a page of this site: start with /'],
  ['[Their site](https://example.com)', 'A link to another site'],
  [
    `[Their site](https://example.com "${NOFOLLOW_TITLE}")`,
    'A link the site does not vouch for (search engines do not follow it)',
  ],
  ['- item  or  1. item', 'A bulleted or numbered list'],
  ['> quoted text', 'A quote'],
  ['| a | b |  then  |---|---|', 'A table: a header row, a line of dashes, then rows'],
  ['---', 'A horizontal rule'],
];

/** The editor's keyboard shortcuts and the Markdown a post takes, in a dialog. */
export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Keyboard shortcuts and formatting"
      description="In the content field. On a Mac, use Cmd for Ctrl. HTML is shown as text, never run."
      width={620}
    >
      <Table>
        <caption>Shortcuts</caption>
        <thead>
          <tr>
            <th scope="col">Action</th>
            <th scope="col">Keys</th>
          </tr>
        </thead>
        <tbody>
          {EDITOR_SHORTCUTS.map((shortcut) => (
            <tr key={shortcut.command}>
              <td>{shortcut.label}</td>
              <td>
                <kbd>{shortcutText(shortcut)}</kbd>
              </td>
            </tr>
          ))}
          <tr>
            <td>Move between toolbar buttons</td>
            <td>
              <kbd>←</kbd> <kbd>→</kbd> <kbd>Home</kbd> <kbd>End</kbd>
            </td>
          </tr>
        </tbody>
      </Table>
      <Table>
        <caption>Formatting (Markdown)</caption>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">To get</th>
          </tr>
        </thead>
        <tbody>
          {SYNTAX.map(([type, result]) => (
            <tr key={type}>
              <td>
                <code>{type}</code>
              </td>
              <td>{result}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
