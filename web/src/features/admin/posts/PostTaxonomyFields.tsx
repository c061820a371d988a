import type { Category, PostFormOutput, PostFormValues, Tag } from '@altum/domain';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Field } from '../../../ui/form/Field';
import { Select } from '../../../ui/form/controls';

const Tags = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    margin-bottom: ${({ theme }) => theme.space[1]}px;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]}px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

/* A checkbox drawn as a chip: the input stays in the page for keyboard and screen readers. */
const TagChip = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:has(input:checked) {
    background: ${({ theme }) => theme.colors.accentSoft};
    border-color: ${({ theme }) => theme.colors.accentText};
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  input {
    accent-color: ${({ theme }) => theme.colors.accentText};
  }
`;

/** The post's category (one, or none) and its tags (any number, as chips). */
export function PostTaxonomyFields({
  form,
  categories,
  tags,
}: {
  form: UseFormReturn<PostFormValues, unknown, PostFormOutput>;
  categories: readonly Category[];
  tags: readonly Tag[];
}) {
  const tagIds = useWatch({ control: form.control, name: 'tagIds' });
  const toggle = (id: string, checked: boolean) =>
    form.setValue('tagIds', checked ? [...tagIds, id] : tagIds.filter((tagId) => tagId !== id), {
      shouldDirty: true,
    });
  return (
    <>
      <Field label="Category">
        {(control) => (
          <Select {...control} {...form.register('categoryId')}>
            <option value="">No category</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Tags>
        <legend>Tags</legend>
        {tags.length === 0 ? (
          <p>No tags yet.</p>
        ) : (
          <ul>
            {tags.map((tag) => (
              <li key={tag.id}>
                <TagChip>
                  <input
                    type="checkbox"
                    checked={tagIds.includes(tag.id)}
                    onChange={(event) => toggle(tag.id, event.target.checked)}
                  />
                  {tag.name}
                </TagChip>
              </li>
            ))}
          </ul>
        )}
      </Tags>
    </>
  );
}
