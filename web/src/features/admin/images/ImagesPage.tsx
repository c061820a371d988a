import {
  IMAGE_FOLDERS,
  IMAGE_MESSAGES,
  imageFolderLabel,
  imageFolderOf,
  type ImageFolder,
} from '@altum/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { ConfirmDeleteDialog } from '../../../ui/ConfirmDeleteDialog';
import { Field } from '../../../ui/form/Field';
import { Select } from '../../../ui/form/controls';
import { Spinner } from '../../../ui/Spinner';
import { showToast } from '../../../ui/toast/toast';
import { up } from '../../../ui/theme';
import { Muted } from '../../../ui/Typography';
import { useStaffSession } from '../session/useStaffSession';
import { Icon } from '../shell/Icon';
import { useOnline } from '../shell/useOnline';
import { ImageBrowserDialog } from './ImageBrowserDialog';
import { ImageCard } from './ImageCard';
import { deleteImageMutation, imageLibraryQuery, type LibraryImage } from './queries';
import { UploadDialog } from './UploadDialog';
import { PageHeader, ScreenStack } from '../../../ui/PageHeader';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  > :first-child {
    min-width: 200px;
  }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]}px;
  ${up('sm')} {
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  }
`;

/** The images of one folder (matched case-insensitively), or all when no folder is given. */
export function imagesInFolder(images: LibraryImage[], folder: string | null): LibraryImage[] {
  const wanted = folder ? imageFolderOf(folder) : null;
  return wanted ? images.filter((image) => image.folder.toLowerCase() === wanted) : images;
}

function useCopiedFlag(): [string | null, (id: string) => void] {
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [
    copied,
    (id) => {
      clearTimeout(timer.current);
      setCopied(id);
      timer.current = setTimeout(() => setCopied(null), 2000);
    },
  ];
}

/**
 * /admin/images: the library newest first, a folder filter, Copy URL on every image, the
 * upload dialog, and for admins a delete (asked for confirmation) of the file and its record.
 */
export function ImagesPage({
  isAdmin,
  folder,
  onFolderChange,
}: {
  isAdmin: boolean;
  folder: ImageFolder | null;
  onFolderChange: (folder: ImageFolder | null) => void;
}) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const library = useQuery(imageLibraryQuery());
  const [uploading, setUploading] = useState(false);
  const [browsing, setBrowsing] = useState(false);
  const [toDelete, setToDelete] = useState<LibraryImage | null>(null);
  const [copied, markCopied] = useCopiedFlag();
  const remove = useMutation({
    ...deleteImageMutation(queryClient),
    onSuccess: () => {
      showToast('success', IMAGE_MESSAGES.deleted);
      setToDelete(null);
    },
    onError: (error) => showToast('error', IMAGE_MESSAGES.deleteFailed, (error as Error).message),
  });

  async function copy(url: string, id: string | null) {
    try {
      await navigator.clipboard.writeText(url);
      if (id) markCopied(id);
      showToast('success', IMAGE_MESSAGES.urlCopied);
    } catch (error) {
      showToast('error', 'Copy failed', (error as Error).message);
    }
  }

  const shown = library.data ? imagesInFolder(library.data, folder) : [];
  return (
    <ScreenStack>
      <PageHeader
        title="Images"
        actions={
          <>
            <Button type="button" $size="sm" $variant="ghost" onClick={() => setBrowsing(true)}>
              Browse folders
            </Button>
            <Button
              type="button"
              $size="sm"
              onClick={() => setUploading(true)}
              disabled={!online}
              aria-describedby={online ? undefined : 'images-offline'}
            >
              <Icon name="plus" />
              Upload Image
            </Button>
          </>
        }
      />
      {!online ? (
        <Alert tone="warning">
          <span id="images-offline">{IMAGE_MESSAGES.offline}</span>
        </Alert>
      ) : null}
      <Toolbar>
        <Field label="Folder">
          {(control) => (
            <Select
              {...control}
              value={folder ?? ''}
              onChange={(event) => onFolderChange(imageFolderOf(event.currentTarget.value))}
            >
              <option value="">All folders</option>
              {IMAGE_FOLDERS.map((name) => (
                <option key={name} value={name}>
                  {imageFolderLabel(name)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {library.data ? (
          <Muted as="p" role="status">
            {shown.length === 1 ? '1 image' : `${shown.length} images`}
          </Muted>
        ) : null}
      </Toolbar>
      {library.isPending ? <Spinner label="Loading images..." /> : null}
      {library.isError ? (
        <Alert>
          {IMAGE_MESSAGES.loadFailed} {library.error.message}
        </Alert>
      ) : null}
      {library.data && shown.length === 0 ? (
        <Muted>{folder ? `No images in ${imageFolderLabel(folder)} yet.` : 'No images yet.'}</Muted>
      ) : null}
      {shown.length > 0 ? (
        <Grid aria-label="Image library">
          {shown.map((image) => (
            <ImageCard
              key={image.id}
              image={image}
              copied={copied === image.id}
              onCopy={() => void copy(image.fileUrl, image.id)}
              onDelete={isAdmin ? () => setToDelete(image) : undefined}
            />
          ))}
        </Grid>
      ) : null}
      <ImageBrowserDialog
        open={browsing}
        onClose={() => setBrowsing(false)}
        onChoose={(image) => void copy(image.url, null)}
        title="Browse folders"
        chooseHint="Pick an image to copy its URL."
      />
      <UploadDialog open={uploading} onClose={() => setUploading(false)} online={online} />
      <ConfirmDeleteDialog
        open={toDelete !== null}
        title="Delete image?"
        description={
          toDelete
            ? `${toDelete.filename} and its web sizes will be removed from the library. Posts that use its URL will show no image.`
            : undefined
        }
        confirmLabel="Delete"
        deleting={remove.isPending}
        width={480}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </ScreenStack>
  );
}

/** The library for whoever is signed in (the gate lets only staff this far). */
export function ImagesScreen(props: {
  /** The folder asked for in the address, in any case; not a folder means all. */
  folder: string | null;
  onFolderChange: (folder: ImageFolder | null) => void;
}) {
  const session = useStaffSession();
  return session.status === 'staff' ? (
    <ImagesPage
      isAdmin={session.roles.admin}
      folder={props.folder ? imageFolderOf(props.folder) : null}
      onFolderChange={props.onFolderChange}
    />
  ) : null;
}
