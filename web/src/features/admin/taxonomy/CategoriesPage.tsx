import { useQuery } from '@tanstack/react-query';
import styled, { css } from 'styled-components';
import { Alert } from '../../../ui/Alert';
import { TruncatedText } from '../../../ui/Tooltip';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { Table } from '../../../ui/Table';
import { up } from '../../../ui/theme';
import { Muted } from '../../../ui/Typography';
import { postCountsQuery } from './queries';
import { ScreenStack } from '../../../ui/PageHeader';
import { TaxonomyHeader, WaitingToSync } from './TaxonomyPage';
import { focusKey, useTaxonomyEditor } from './useTaxonomyEditor';

const Slug = styled.code`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
`;

/** On a phone the description stays in the dialog, so names, slugs and counts fit. */
const wideOnly = css`
  display: none;
  ${up('md')} {
    display: table-cell;
  }
`;

const WideHeader = styled.th`
  ${wideOnly}
`;

const WideCell = styled.td`
  ${wideOnly}
`;

/** The slug under the name, on a phone only (wider screens give it a column). */
const NarrowSlug = styled(Slug)`
  display: block;
  margin-top: 2px;
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
  ${up('md')} {
    display: none;
  }
`;

/** One line, cut off where it does not fit; the whole text shows in a tooltip. */
const Description = styled.td`
  ${wideOnly}
  min-width: 16ch;
  max-width: 40ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Count = styled.td`
  text-align: right !important;
  font-variant-numeric: tabular-nums;
`;

/** Side by side when there is room; stacked on a phone, so the table needs no sideways scroll. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px;
  button {
    padding: 0 ${({ theme }) => theme.space[3]}px;
  }
  ${up('md')} {
    flex-wrap: nowrap;
  }
`;

/** The row headers (names) end the table like its cells: no rule under the last one. */
const TableFrame = styled.div`
  tbody tr:last-child th {
    border-bottom: 0;
  }
`;

/** /admin/blog/categories: every category, by name, with how many posts use each. */
export function CategoriesPage() {
  const editor = useTaxonomyEditor('category');
  const { list, config } = editor;
  const ids = list.data?.map((category) => category.id) ?? [];
  const counts = useQuery({ ...postCountsQuery('category', ids), enabled: ids.length > 0 });

  return (
    <ScreenStack>
      <TaxonomyHeader
        title="Categories"
        intro="Each post belongs to one category; the blog filters by them."
        newLabel="New Category"
        onNew={editor.create}
      />
      {list.isPending ? <Spinner label="Loading categories..." /> : null}
      {list.isError ? <Alert>{config.messages.loadFailed}</Alert> : null}
      {list.data?.length === 0 ? <Muted>No categories yet.</Muted> : null}
      {list.data?.length ? (
        <TableFrame>
          <Table caption="Categories" captionHidden>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <WideHeader scope="col">Slug</WideHeader>
                <WideHeader scope="col">Description</WideHeader>
                <th scope="col" style={{ textAlign: 'right' }}>
                  Posts
                </th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((category) => (
                <tr key={category.id}>
                  <th scope="row">
                    {category.name}
                    {category.pending ? <WaitingToSync /> : null}
                    <NarrowSlug>{category.slug}</NarrowSlug>
                  </th>
                  <WideCell>
                    <Slug>{category.slug}</Slug>
                  </WideCell>
                  <Description>
                    <TruncatedText text={category.description || '—'} />
                  </Description>
                  <Count data-testid="post-count">{counts.data?.[category.id] ?? '–'}</Count>
                  <td>
                    <Actions>
                      <Button
                        type="button"
                        $size="sm"
                        $variant="ghost"
                        aria-label={`Edit category ${category.name}`}
                        data-focus-key={focusKey(category.id)}
                        onClick={() => editor.edit(category)}
                      >
                        Edit
                      </Button>
                      <Button
                        type="button"
                        $size="sm"
                        $variant="ghost"
                        aria-label={`Delete category ${category.name}`}
                        onClick={() => editor.confirmDelete(category)}
                      >
                        Delete
                      </Button>
                    </Actions>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableFrame>
      ) : null}
      {editor.dialog}
    </ScreenStack>
  );
}
