import { IMAGE_FOLDERS, IMAGE_MESSAGES, type ChosenImage, type ImageFolder } from '@altum/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import { Spinner } from '../../../ui/Spinner';
import { Muted } from '../../../ui/Typography';
import { imageLibraryQuery, type LibraryImage } from './queries';
import { Thumbnail } from './Thumbnail';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  @media (min-width: 640px) {
    grid-template-columns: 150px 1fr;
  }
`;

const Folders = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px;
  @media (min-width: 640px) {
    flex-direction: column;
  }
`;

const FolderButton = styled.button<{ $current: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
  width: 100%;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid
    ${({ theme, $current }) => ($current ? theme.colors.accentText : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $current }) => ($current ? theme.colors.accentSoft : 'transparent')};
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  align-items: center;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  span + span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Choices = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
  gap: ${({ theme }) => theme.space[2]}px;
  max-height: min(60vh, 480px);
  overflow-y: auto;
`;

const Choice = styled.button`
  display: flex;
  flex-direction: column;
  width: 100%;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
  text-align: left;
  overflow: hidden;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.accentText};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  span {
    padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[2]}px`};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    overflow-wrap: anywhere;
  }
`;

/** What a page keeps of a chosen image: its URL, size and web-ready variants. */
export function chosenImage(image: LibraryImage): ChosenImage {
  return {
    url: image.fileUrl,
    ...(image.width !== undefined ? { width: image.width } : {}),
    ...(image.height !== undefined ? { height: image.height } : {}),
    variants: image.variants ?? [],
  };
}

/**
 * The shared image browser: the library's folders (in lowercase, as the spec shows them) with
 * their images; picking one returns it (URL and variants) and closes. For the post editor's
 * featured image and any other field that takes a library image.
 */
export function ImageBrowserDialog({
  open,
  onClose,
  onChoose,
  initialFolder = 'blog',
  title = 'Choose an image',
  chooseHint,
}: {
  open: boolean;
  onClose: () => void;
  onChoose: (image: ChosenImage) => void;
  initialFolder?: ImageFolder;
  title?: string;
  /** A line under the title saying what picking does. */
  chooseHint?: string;
}) {
  const library = useQuery({ ...imageLibraryQuery(), enabled: open });
  const [folder, setFolder] = useState<ImageFolder>(initialFolder);
  const count = (name: ImageFolder) =>
    library.data?.filter((image) => image.folder === name).length ?? 0;
  const images = library.data?.filter((image) => image.folder === folder) ?? [];

  return (
    <Dialog open={open} onClose={onClose} title={title} description={chooseHint} width={760}>
      <Layout>
        <nav aria-label="Folders">
          <Folders>
            {IMAGE_FOLDERS.map((name) => (
              <li key={name}>
                <FolderButton
                  type="button"
                  $current={name === folder}
                  aria-current={name === folder ? 'true' : undefined}
                  onClick={() => setFolder(name)}
                >
                  <span>{name}</span>
                  <span>{library.data ? count(name) : ''}</span>
                </FolderButton>
              </li>
            ))}
          </Folders>
        </nav>
        <section aria-label={`Images in ${folder}`}>
          {library.isPending ? <Spinner label="Loading images..." /> : null}
          {library.isError ? (
            <Alert>
              {IMAGE_MESSAGES.loadFailed} {library.error.message}
            </Alert>
          ) : null}
          {library.data && images.length === 0 ? <Muted>No images in {folder}.</Muted> : null}
          {images.length > 0 ? (
            <Choices>
              {images.map((image) => (
                <li key={image.id}>
                  <Choice
                    type="button"
                    onClick={() => {
                      onChoose(chosenImage(image));
                      onClose();
                    }}
                  >
                    <Thumbnail image={image} sizes="140px" />
                    <span>{image.filename}</span>
                  </Choice>
                </li>
              ))}
            </Choices>
          ) : null}
        </section>
      </Layout>
      <DialogActions>
        <Button type="button" $size="sm" $variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}
