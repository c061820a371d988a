import { bodyImageAddress, type PostFormOutput, type PostFormValues } from '@altum/domain';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Field } from '../../../ui/form/Field';
import { TextArea } from '../../../ui/form/controls';
import { ImageBrowserDialog } from '../images';
import { commandFor, EDITOR_SHORTCUTS, shortcutText, type EditorCommand } from './editorShortcuts';
import { applyEdit, formatEdit, imageEdit, type TextEdit } from './markdownEdits';
import { MarkdownToolbar } from './MarkdownToolbar';
import { ShortcutsHelp } from './ShortcutsHelp';

const Editor = styled.div`
  display: flex;
  flex-direction: column;
  textarea {
    border-top-left-radius: 0;
    border-top-right-radius: 0;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.55;
  }
`;

const helpShortcut = EDITOR_SHORTCUTS.find((shortcut) => shortcut.command === 'help');

/**
 * The post's content: a Markdown text field with a formatting toolbar, shortcuts and their
 * help. It stays the form's own registered text field, so offline drafts, kept copies and the
 * conflict check see it as before. Toolbar edits go through the browser's text insertion
 * (execCommand 'insertText'): the field fires its usual input event and Ctrl+Z undoes them.
 */
export function ContentEditor({
  form,
}: {
  form: UseFormReturn<PostFormValues, unknown, PostFormOutput>;
}) {
  const field = form.register('content');
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const [picking, setPicking] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  /** Where the image goes: the selection when the picker opened. */
  const imageAt = useRef({ start: 0, end: 0 });

  type Edit = (content: string, selection: { start: number; end: number }) => TextEdit;
  const apply = (edit: Edit, at?: { start: number; end: number }) => {
    const element = textarea.current;
    if (!element) return;
    const change = edit(
      element.value,
      at ?? { start: element.selectionStart, end: element.selectionEnd },
    );
    const expected = applyEdit(element.value, change);
    element.focus();
    element.setSelectionRange(change.from, change.to);
    // The browser's own insertion keeps undo; where it is missing (or did something else),
    // the form's value is set instead.
    const inserted = document.execCommand('insertText', false, change.insert);
    if (!inserted || element.value !== expected) {
      form.setValue('content', expected, { shouldDirty: true });
    }
    element.setSelectionRange(change.select.start, change.select.end);
  };

  const run = (command: EditorCommand) => {
    if (command === 'help') return setHelpOpen(true);
    if (command === 'image') {
      const element = textarea.current;
      imageAt.current = element
        ? { start: element.selectionStart, end: element.selectionEnd }
        : { start: 0, end: 0 };
      return setPicking(true);
    }
    apply((content, selection) => formatEdit(command, content, selection));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const command = commandFor(event);
    if (!command) return;
    event.preventDefault();
    run(command);
  };

  return (
    <>
      <Field
        label="Content"
        hint={
          <>
            Markdown: a line is a paragraph; ## starts a subheading, **bold**, [link](/page).
            Shortcuts and formatting: {helpShortcut ? shortcutText(helpShortcut) : 'Ctrl+/'}.
          </>
        }
        error={form.formState.errors.content?.message}
      >
        {(control) => (
          <Editor>
            <MarkdownToolbar controls={control.id} onCommand={run} />
            <TextArea
              {...control}
              {...field}
              ref={(element) => {
                field.ref(element);
                textarea.current = element;
              }}
              onKeyDown={onKeyDown}
              rows={16}
              spellCheck
            />
          </Editor>
        )}
      </Field>
      <ImageBrowserDialog
        open={picking}
        onClose={() => setPicking(false)}
        title="Insert an image"
        chooseHint="Pick an image to put it in the post where the cursor was."
        onChoose={(image) => {
          setPicking(false);
          // After the dialog has given the focus back to the field.
          requestAnimationFrame(() =>
            apply(
              (content, selection) => imageEdit(content, selection, bodyImageAddress(image)),
              imageAt.current,
            ),
          );
        }}
      />
      <ShortcutsHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
    </>
  );
}
