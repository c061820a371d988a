import type { LeadPhoto } from '@altum/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../../ui/theme';
import type { InboxLeadRow } from '../data/leads';
import { LeadCard } from '../LeadCard';
import { PhotoOfflineError } from './photoErrors';

/** What Storage answers per path in these tests: the bytes, or an error. */
const answers = vi.hoisted(() => new Map<string, Blob | Error>());
const fetched = vi.hoisted(() => [] as string[]);

// Storage itself cannot run in jsdom: the data module answers from the map above. The real
// module, through the web SDK and the emulator, is covered by tests/e2e/lead-photos.spec.ts.
vi.mock('../data/photos', () => ({
  fetchLeadPhoto: async (path: string) => {
    fetched.push(path);
    const answer = answers.get(path);
    if (answer instanceof Blob) return answer;
    throw answer ?? new Error(`no answer for ${path}`);
  },
}));

// jsdom has no object URLs: count the ones made and revoked.
const live = new Set<string>();
let made = 0;
beforeEach(() => {
  answers.clear();
  fetched.length = 0;
  live.clear();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${++made}-${blob.size}`;
    live.add(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    live.delete(url);
  };
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const photo = (index: number): LeadPhoto => ({
  index,
  thumbPath: `lead-photo-copies/lead-1/${index}/thumb.webp`,
  largePath: `lead-photo-copies/lead-1/${index}/large.webp`,
  width: 2048,
  height: 1536,
});

const bytes = (label: string) => new Blob([label], { type: 'image/webp' });

function answerAll(photos: LeadPhoto[]) {
  for (const { thumbPath, largePath } of photos) {
    answers.set(thumbPath, bytes(thumbPath));
    answers.set(largePath, bytes(largePath));
  }
}

const baseLead: InboxLeadRow = {
  id: 'lead-1',
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '',
  address: '',
  service: 'storm-damage',
  timeline: 'week',
  message: null,
  createdAt: new Date('2026-11-20T15:00:00Z'),
  source: null,
  delivery: null,
  suspectedSpam: null,
  fillMs: null,
  status: 'new',
  note: '',
  updatedAt: null,
  updatedBy: null,
  firstContactAt: null,
  firstContactBy: null,
  ownerId: null,
  ownerName: null,
  assignedAt: null,
  assignedBy: null,
  attempts: [],
  attemptCount: 0,
  followUpAt: null,
  relatedLeads: [],
  photoCount: 0,
  photos: [],
  booking: null,
  pending: false,
};

function renderCard(lead: Partial<InboxLeadRow>) {
  const client = new QueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <LeadCard
          lead={{ ...baseLead, ...lead }}
          canDelete={false}
          busy={false}
          onSave={vi.fn()}
          onDelete={vi.fn()}
        />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { view, client };
}

const thumb = (name: string) => screen.getByRole('button', { name });

describe('the lead card’s photos', () => {
  it('shows nothing for a request without photos', () => {
    renderCard({});
    expect(screen.queryByRole('region', { name: 'Photos' })).toBeNull();
    expect(screen.queryByText(/photo/i)).toBeNull();
  });

  it('counts the photos and shows each as a thumbnail button, freeing them when gone', async () => {
    const photos = [photo(0), photo(1), photo(2)];
    answerAll(photos);
    const { view } = renderCard({ photoCount: 3, photos });
    const section = screen.getByRole('region', { name: 'Photos' });
    expect(within(section).getByText('3 photos')).toBeInTheDocument();
    for (const n of [1, 2, 3]) {
      const button = thumb(`Photo ${n} of 3, full size`);
      await waitFor(() => expect(button.querySelector('img')).toHaveAttribute('src'));
      expect(button.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/);
    }
    // Thumbnails only: the large copies wait for the viewer.
    expect(fetched.sort()).toEqual(photos.map((p) => p.thumbPath).sort());
    expect(live.size).toBe(3);
    view.unmount();
    expect(live.size).toBe(0);
  });

  it('fetches no thumbnail until the strip nears the screen', async () => {
    // jsdom lays nothing out: an observer the test reports through, as the browser would.
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const photos = [photo(0), photo(1)];
    answerAll(photos);
    renderCard({ photoCount: 2, photos });
    expect(thumb('Photo 1 of 2, full size')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched).toEqual([]);
    act(() => report?.([{ isIntersecting: false }]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched).toEqual([]);
    act(() => report?.([{ isIntersecting: true }]));
    await waitFor(() => expect(fetched).toHaveLength(2));
  });

  it('says how many arrived while some are missing, each named by its own number', async () => {
    const photos = [photo(0), photo(2)];
    answerAll(photos);
    renderCard({ photoCount: 3, photos });
    expect(screen.getByText('2 of 3 photos arrived')).toBeInTheDocument();
    expect(thumb('Photo 1 of 3, full size')).toBeInTheDocument();
    expect(thumb('Photo 3 of 3, full size')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Photo 2 of 3, full size' })).toBeNull();
  });

  it('says which photo failed and shows the rest; offline, a photo not kept says so', async () => {
    const photos = [photo(0), photo(1), photo(2)];
    answerAll(photos);
    answers.set(
      photo(1).thumbPath,
      Object.assign(new Error('gone'), { code: 'storage/object-not-found' }),
    );
    answers.set(photo(2).thumbPath, new PhotoOfflineError(photo(2).thumbPath));
    renderCard({ photoCount: 3, photos });
    await waitFor(() =>
      expect(thumb('Photo 2 of 3, full size')).toHaveAccessibleDescription(
        'Photo could not be loaded',
      ),
    );
    await waitFor(() =>
      expect(thumb('Photo 3 of 3, full size')).toHaveAccessibleDescription(
        'Photo not available offline',
      ),
    );
    // The message is shown, outside the button: its name must hold all of its visible text.
    expect(screen.getByText('Photo could not be loaded')).toBeVisible();
    expect(thumb('Photo 2 of 3, full size')).toHaveTextContent('');
    // A neutral placeholder, never a broken image.
    expect(thumb('Photo 2 of 3, full size').querySelector('img')).toBeNull();
    expect(thumb('Photo 3 of 3, full size').querySelector('img')).toBeNull();
    await waitFor(() =>
      expect(thumb('Photo 1 of 3, full size').querySelector('img')).toHaveAttribute('src'),
    );
    // Neither answer is worth another try.
    expect(fetched.filter((path) => path !== photo(0).thumbPath)).toHaveLength(2);
  });
});

describe('the photo viewer, by keyboard', () => {
  it('opens at the photo, moves with the arrows and its buttons, traps focus, and Escape closes back to the thumbnail', async () => {
    const user = userEvent.setup();
    const photos = [photo(0), photo(1), photo(2)];
    answerAll(photos);
    renderCard({ photoCount: 3, photos });
    const first = thumb('Photo 1 of 3, full size');
    first.focus();
    await user.keyboard('{Enter}');

    const viewer = await screen.findByRole('dialog', { name: 'Photos sent by Maria Lopez' });
    const shows = async (n: number) => {
      expect(within(viewer).getByText(`Photo ${n} of 3`)).toBeInTheDocument();
      await waitFor(() =>
        expect(
          within(viewer).getByRole('img', { name: `Photo ${n} of 3 sent by Maria Lopez` }),
        ).toHaveAttribute('src'),
      );
    };
    await shows(1);
    await waitFor(() => expect(within(viewer).getByRole('button', { name: 'Next' })).toHaveFocus());

    await user.keyboard('{ArrowRight}');
    await shows(2);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    await shows(3);
    // Next from the last goes round to the first.
    await user.keyboard('{Enter}');
    await shows(1);

    // Tab stays inside: Next, Close, then round to Previous.
    await user.tab();
    expect(within(viewer).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(within(viewer).getByRole('button', { name: 'Previous' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await shows(3);
    await user.keyboard('{ArrowLeft}');
    await shows(2);

    // Only the copies shown were fetched, and each only once.
    expect(fetched.filter((path) => path.endsWith('large.webp')).sort()).toEqual(
      photos.map((p) => p.largePath).sort(),
    );

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Back on the thumbnail of the photo last shown.
    await waitFor(() => expect(thumb('Photo 2 of 3, full size')).toHaveFocus());
    // The large copies' object URLs went with the viewer.
    expect(live.size).toBe(3);
  });

  it('with one photo, has no Previous or Next and focuses Close', async () => {
    const user = userEvent.setup();
    const photos = [photo(0)];
    answerAll(photos);
    renderCard({ photoCount: 1, photos });
    expect(screen.getByText('1 photo')).toBeInTheDocument();
    await user.click(thumb('Photo 1 of 1, full size'));
    const viewer = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(viewer).getByRole('button', { name: 'Close' })).toHaveFocus(),
    );
    expect(within(viewer).queryByRole('button', { name: 'Next' })).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('Photo 1 of 1')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(thumb('Photo 1 of 1, full size')).toHaveFocus());
  });

  it('says when the full-size photo is not available offline', async () => {
    const user = userEvent.setup();
    const photos = [photo(0)];
    answerAll(photos);
    answers.set(photo(0).largePath, new PhotoOfflineError(photo(0).largePath));
    renderCard({ photoCount: 1, photos });
    await user.click(thumb('Photo 1 of 1, full size'));
    const viewer = await screen.findByRole('dialog');
    expect(await within(viewer).findByText('Photo not available offline')).toBeInTheDocument();
    expect(within(viewer).queryByRole('img')).toBeNull();
  });
});
