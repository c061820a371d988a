import { imageFolderLabel } from '@altum/domain';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { up } from '../../../ui/theme';
import { formatFileSize } from './checkFile';
import type { LibraryImage } from './queries';
import { Thumbnail } from './Thumbnail';

/* A row on a phone (thumbnail beside the text), a tile from 480 px up. */
const Item = styled(Card)`
  box-shadow: none;
  padding: 0;
  overflow: hidden;
  display: grid;
  grid-template-columns: 120px minmax(0, 1fr);
  grid-template-areas: 'thumb body' 'thumb actions';
  align-items: start;
  ${up('sm')} {
    display: flex;
    flex-direction: column;
  }
`;

const ThumbArea = styled.div`
  grid-area: thumb;
  align-self: stretch;
  ${up('sm')} {
    align-self: auto;
  }
`;

const Body = styled.div`
  grid-area: body;
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  min-width: 0;
  h2 {
    margin: 0 0 2px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  grid-area: actions;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: 0 ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[3]}px;
  margin-top: auto;
`;

const dates = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** What the card says about the web-ready copies. */
function variantsNote(image: LibraryImage): string | null {
  if (image.variants && image.variants.length > 0) {
    return `Web sizes: ${image.variants.map((variant) => variant.width).join(', ')} px`;
  }
  if (image.width !== undefined) {
    return image.contentType === 'image/gif' ? 'GIF served as uploaded' : 'Small enough as it is';
  }
  return null;
}

/** One file of the library: thumbnail, name, folder, size, uploader, date and its actions. */
export function ImageCard({
  image,
  copied,
  onCopy,
  onDelete,
}: {
  image: LibraryImage;
  copied: boolean;
  onCopy: () => void;
  /** Only for admins. */
  onDelete?: (() => void) | undefined;
}) {
  const note = variantsNote(image);
  return (
    <Item as="li" data-testid="library-image">
      <ThumbArea>
        <Thumbnail
          image={image}
          sizes="(min-width: 1024px) 240px, (min-width: 480px) 45vw, 120px"
        />
      </ThumbArea>
      <Body>
        <h2>{image.filename}</h2>
        <p>
          {imageFolderLabel(image.folder)} · {formatFileSize(image.fileSize)}
          {image.width && image.height ? ` · ${image.width}×${image.height}` : ''}
        </p>
        <p>
          {image.uploaderEmail ?? 'Unknown uploader'} · {dates.format(image.uploadedAt)}
        </p>
        {note ? <p data-testid="variants-note">{note}</p> : null}
      </Body>
      <Actions>
        <Button
          type="button"
          $size="sm"
          $variant="secondary"
          onClick={onCopy}
          aria-label={copied ? undefined : `Copy URL of ${image.filename}`}
        >
          {copied ? '✓ URL copied!' : 'Copy URL'}
        </Button>
        {onDelete ? (
          <Button
            type="button"
            $size="sm"
            $variant="ghost"
            onClick={onDelete}
            aria-label={`Delete ${image.filename}`}
          >
            Delete
          </Button>
        ) : null}
      </Actions>
    </Item>
  );
}
