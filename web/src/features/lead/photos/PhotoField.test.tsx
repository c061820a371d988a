import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_LEAD_PHOTOS } from '@altum/domain';
import { theme } from '../../../ui/theme';
import type { PhotoPicks } from '../photoPicks';
import type { CompressResult } from './compressMessages';
import PhotoField from './PhotoField';
import { PHOTO_PROBLEMS } from './photoText';

/**
 * The worker's answers, by file name: jsdom has no canvas or workers. A .heic file cannot be
 * read (as in Chromium); every other photo comes back as its re-encoded copy.
 */
async function compress(file: Blob): Promise<CompressResult> {
  const name = (file as File).name;
  if (name.endsWith('.heic')) return { kind: 'unreadable' };
  return {
    kind: 'done',
    blob: new Blob([`small ${name}`], { type: 'image/webp' }),
    thumb: new Blob(['thumb'], { type: 'image/webp' }),
    width: 2048,
    height: 1536,
    ms: 1,
  };
}

const file = (name: string, type = 'image/jpeg') => new File(['pixels'], name, { type });

function renderField(compressWith = compress) {
  let picks: PhotoPicks | null = null;
  render(
    <ThemeProvider theme={theme}>
      <PhotoField
        bind={(bound) => {
          picks = bound;
        }}
        compress={compressWith}
      />
    </ThemeProvider>,
  );
  return () => {
    if (!picks) throw new Error('PhotoField did not bind');
    return picks;
  };
}

const input = () => screen.getByLabelText('Add photos') as HTMLInputElement;

/** A worker that answers only when the test says: `finish` answers the last photo given. */
function heldCompress() {
  const held: { finish: (result: CompressResult) => void } = { finish: () => undefined };
  const compressLater = () =>
    new Promise<CompressResult>((resolve) => {
      held.finish = resolve;
    });
  return { held, compressLater };
}

beforeEach(() => {
  let n = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:thumb-${n++}` }));
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PhotoField', () => {
  it('is a labelled file input for images, several at once', () => {
    renderField();
    expect(input()).toHaveAttribute('type', 'file');
    expect(input()).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif',
    );
    expect(input()).toHaveAttribute('multiple');
    expect(screen.getByText('Add photos').tagName).toBe('LABEL');
    expect(screen.getByRole('group', { name: 'Photos of the damage' })).toBeVisible();
  });

  it('shows each photo with a Remove button naming it; one it cannot read says what to do', async () => {
    const picks = renderField();
    await userEvent.upload(input(), [
      file('roof.jpg'),
      file('IMG_0001.heic', 'image/heic'),
      file('gutter.png', 'image/png'),
    ]);
    const list = await screen.findByRole('list', { name: 'Attached photos' });
    await waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(2));
    expect(within(list).getByRole('img', { name: 'Photo 1: roof.jpg' })).toBeVisible();
    expect(within(list).getByRole('img', { name: 'Photo 3: gutter.png' })).toBeVisible();
    expect(within(list).getByText(PHOTO_PROBLEMS.unreadable)).toBeVisible();
    expect(within(list).getByText('Photo 2: IMG_0001.heic')).toBeVisible();
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Remove photo 1 (roof.jpg)',
      'Remove photo 2 (IMG_0001.heic)',
      'Remove photo 3 (gutter.png)',
    ]);
    expect(within(list).getAllByText('Ready to send')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent(
      `2 of ${MAX_LEAD_PHOTOS} photos attached.`,
    );

    // The unreadable one is not sent; the rest go in the order they were added.
    const taken = await picks().take();
    expect(await Promise.all(taken.map((blob) => blob.text()))).toEqual([
      'small roof.jpg',
      'small gutter.png',
    ]);
  });

  it('refuses a TIFF without preparing it, and says what to do', async () => {
    const prepared: string[] = [];
    const picks = renderField(async (blob) => {
      prepared.push((blob as File).name);
      return compress(blob);
    });
    // Chosen through "All files" (the picker offers only the photo types).
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input(), [file('scan.tiff', 'image/tiff'), file('roof.jpg')]);
    const list = await screen.findByRole('list', { name: 'Attached photos' });
    await waitFor(() => expect(within(list).getAllByText('Ready to send')).toHaveLength(1));
    expect(within(list).getByText(PHOTO_PROBLEMS.unreadable)).toBeVisible();
    expect(within(list).getByText('Photo 1: scan.tiff')).toBeVisible();
    expect(prepared).toEqual(['roof.jpg']);
    const taken = await picks().take();
    expect(await Promise.all(taken.map((blob) => blob.text()))).toEqual(['small roof.jpg']);
  });

  it('Remove takes a photo off the request', async () => {
    const picks = renderField();
    await userEvent.upload(input(), [file('a.jpg'), file('b.jpg')]);
    await waitFor(() => expect(screen.getAllByText('Ready to send')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1 (a.jpg)' }));
    expect(screen.getByRole('img', { name: 'Photo 1: b.jpg' })).toBeVisible();
    const taken = await picks().take();
    expect(await Promise.all(taken.map((blob) => blob.text()))).toEqual(['small b.jpg']);
  });

  it(`takes at most ${MAX_LEAD_PHOTOS} and says how many were left out`, async () => {
    const picks = renderField();
    await userEvent.upload(
      input(),
      Array.from({ length: MAX_LEAD_PHOTOS + 2 }, (_, i) => file(`p${i}.jpg`)),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      `A request takes up to ${MAX_LEAD_PHOTOS} photos: 2 photos were not added.`,
    );
    await waitFor(() => expect(screen.getAllByText('Ready to send')).toHaveLength(10));
    expect(input()).toBeDisabled();
    expect(await picks().take()).toHaveLength(MAX_LEAD_PHOTOS);
  });

  it('a submit waits for photos still being prepared', async () => {
    const { held, compressLater } = heldCompress();
    const picks = renderField(compressLater);
    await userEvent.upload(input(), [file('slow.jpg')]);
    expect(screen.getByText('Preparing…')).toBeVisible();
    let taken: Blob[] | undefined;
    void picks()
      .take()
      .then((blobs) => {
        taken = blobs;
      });
    await act(async () => {
      await Promise.resolve();
    });
    expect(taken).toBeUndefined();
    await act(async () => {
      held.finish(await compress(file('slow.jpg')));
    });
    await waitFor(() => expect(taken).toHaveLength(1));
  });

  it('a photo that turned ready just before the submit goes with it', async () => {
    const { held, compressLater } = heldCompress();
    const picks = renderField(compressLater);
    await userEvent.upload(input(), [file('quick.jpg')]);
    const ready = await compress(file('quick.jpg'));
    // Outside act on purpose: the photo's 'ready' render is a transition that has not committed
    // when the submit asks for the photos.
    held.finish(ready);
    const taken = await picks().take();
    expect(await Promise.all(taken.map((blob) => blob.text()))).toEqual(['small quick.jpg']);
  });
});
