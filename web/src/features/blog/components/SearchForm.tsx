import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { VisuallyHidden } from '../../../ui/Layout';
import { up } from '../../../ui/theme';

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  width: 100%;
  max-width: 640px;
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 54px;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border: 2px solid ${({ theme }) => theme.colors.inkBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

/** Narrower on a phone, so the box keeps room for what is typed. */
const SearchButton = styled(Button)`
  padding: 0 ${({ theme }) => theme.space[4]}px;
  ${up('sm')} {
    padding: 0 ${({ theme }) => theme.space[6]}px;
  }
`;

/**
 * The search box. Typing changes nothing; Enter or the Search button runs the search, so the
 * list does not jump under a reader's fingers and each search is one history entry. Before the
 * app has started it is a plain GET form to the same URL the app would open (the category
 * chosen kept), which the server renders.
 */
export function SearchForm({
  initialQuery,
  category,
  onSearch,
}: {
  initialQuery: string;
  category: string | undefined;
  onSearch: (query: string) => void;
}) {
  // The box is left to the browser (uncontrolled): what was typed before the app started is
  // in the box, not in any state, and the search reads the box itself.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  return (
    <Form role="search" action="/blog" onSubmit={submit}>
      {category && <input type="hidden" name="category" value={category} />}
      <VisuallyHidden as="label" htmlFor="blog-search">
        Search articles
      </VisuallyHidden>
      <Input
        id="blog-search"
        type="search"
        name="q"
        placeholder="Search articles..."
        defaultValue={initialQuery}
        enterKeyHint="search"
      />
      <SearchButton type="submit" $size="lg">
        <Search size={20} aria-hidden="true" />
        Search
      </SearchButton>
    </Form>
  );
}
