import styled from 'styled-components';
import { Alert } from '../../../ui/Alert';
import { Card } from '../../../ui/Card';
import { VisuallyHidden } from '../../../ui/Layout';
import { Spinner } from '../../../ui/Spinner';
import { Tooltip } from '../../../ui/Tooltip';
import { Muted } from '../../../ui/Typography';
import { Icon } from '../shell/Icon';
import { ScreenStack } from '../../../ui/PageHeader';
import { TaxonomyHeader, WaitingToSync } from './TaxonomyPage';
import { focusKey, useTaxonomyEditor } from './useTaxonomyEditor';

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const chipButton = `
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  min-height: 36px;
`;

const EditButton = styled.button`
  ${chipButton}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: 0 ${({ theme }) => theme.space[2]}px 0 ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.pill} 0 0 ${({ theme }) => theme.radii.pill};
  &:hover {
    background: ${({ theme }) => theme.colors.border};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const RemoveButton = styled.button`
  ${chipButton}
  display: inline-grid;
  place-items: center;
  width: 36px;
  border-radius: 0 ${({ theme }) => theme.radii.pill} ${({ theme }) => theme.radii.pill} 0;
  &:hover {
    background: ${({ theme }) => theme.colors.destructiveSoft};
    color: ${({ theme }) => theme.colors.destructive};
  }
`;

const Panel = styled(Card)`
  box-shadow: none;
`;

/** /admin/blog/tags: every tag as a chip, by name; the chip edits, its cross deletes. */
export function TagsPage() {
  const editor = useTaxonomyEditor('tag');
  const { list, config } = editor;
  return (
    <ScreenStack>
      <TaxonomyHeader
        title="Tags"
        intro="A post can carry several tags. Select a tag to edit it."
        newLabel="New Tag"
        onNew={editor.create}
      />
      {list.isPending ? <Spinner label="Loading tags..." /> : null}
      {list.isError ? <Alert>{config.messages.loadFailed}</Alert> : null}
      {list.data?.length === 0 ? <Muted>No tags yet.</Muted> : null}
      {list.data?.length ? (
        <Panel $padding={4}>
          <Chips aria-label="Tags">
            {list.data.map((tag) => (
              <Chip key={tag.id}>
                {/* The name a screen reader hears starts with what is seen (WCAG 2.5.3). */}
                <EditButton
                  type="button"
                  data-focus-key={focusKey(tag.id)}
                  onClick={() => editor.edit(tag)}
                >
                  <VisuallyHidden>Edit tag </VisuallyHidden>
                  {tag.name} <small>{tag.slug}</small>
                  {tag.pending ? <WaitingToSync /> : null}
                </EditButton>
                <Tooltip content={`Delete tag ${tag.name}`} kind="label">
                  {(tooltip) => (
                    <RemoveButton
                      type="button"
                      {...tooltip}
                      onClick={() => editor.confirmDelete(tag)}
                    >
                      <Icon name="close" size={14} />
                    </RemoveButton>
                  )}
                </Tooltip>
              </Chip>
            ))}
          </Chips>
        </Panel>
      ) : null}
      {editor.dialog}
    </ScreenStack>
  );
}
