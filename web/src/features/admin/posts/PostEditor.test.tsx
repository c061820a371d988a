import type { Post } from '@altum/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasUnsavedChanges } from '../../../lib/unsavedChanges';
import { theme } from '../../../ui/theme';
import { clearToasts } from '../../../ui/toast/toast';
import { Toaster } from '../../../ui/toast/Toaster';
import type { SaveInput, SaveResult } from './data/savePost';
import { PostEditor } from './PostEditor';

// The data layer is the Firebase SDK (the E2E specs drive it on the emulators): here the
// editor's calls to it are what is checked.
const data = vi.hoisted(() => ({
  savePost: vi.fn<(input: SaveInput) => Promise<SaveResult>>(),
  watchPostConflict: vi.fn(() => Promise.resolve(() => undefined)),
}));
vi.mock('./data/savePost', () => ({ savePost: data.savePost }));
vi.mock('./data/postConflict', () => ({ watchPostConflict: data.watchPostConflict }));

// Signed in as a writer; a test may sign out.
const session = vi.hoisted(() => ({
  current: {
    status: 'staff',
    user: { uid: 'writer-1', email: 'wendy@example.com', displayName: 'Wendy Writer' },
    roles: { admin: false, writer: true },
  } as { status: string },
}));
vi.mock('../session/useStaffSession', () => ({ useStaffSession: () => session.current }));

const KEPT = 'altum:post-form:';
// The whole editor renders on each keystroke; on a busy machine a test takes seconds.
const SLOW = { timeout: 30_000 };

const post: Post = {
  id: 'post-1',
  title: 'Hail Damage: What to Look For',
  slug: 'hail-damage-what-to-look-for',
  excerpt: 'Dents, bruises and lost granules.',
  content: 'Walk around the house first.',
  featuredImageUrl: null,
  categoryId: null,
  categoryName: null,
  categorySlug: null,
  tagIds: [],
  status: 'draft',
  publishDate: null,
  scheduledAt: null,
  createdAt: new Date('2026-03-01T15:00:00Z'),
  updatedAt: new Date('2026-03-02T15:00:00Z'),
  readingTime: 4,
  seoTitle: null,
  seoDescription: null,
  seoKeywords: [],
  authorId: 'writer-1',
  authorName: 'Wendy Writer',
  viewCount: 0,
};

/** The editor at its route, the posts list behind it (where a save goes back to). */
function renderEditor(editing: Post | null) {
  const rootRoute = createRootRoute({
    component: () => (
      <ThemeProvider theme={theme}>
        <Outlet />
        <Toaster preset="admin" />
      </ThemeProvider>
    ),
  });
  const list = createRoute({
    getParentRoute: () => rootRoute,
    path: '/admin/blog/posts',
    component: () => <h1>Blog posts</h1>,
  });
  const editor = createRoute({
    getParentRoute: () => rootRoute,
    path: '/admin/blog/posts/editor',
    component: () => <PostEditor post={editing} categories={[]} tags={[]} />,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([list, editor]),
    history: createMemoryHistory({ initialEntries: ['/admin/blog/posts/editor'] }),
  });
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { view, router };
}

const titleBox = () => screen.findByRole('textbox', { name: 'Title' });
const slugBox = () => screen.getByRole('textbox', { name: 'Slug' });
const keptTitle = (key: string) =>
  (JSON.parse(localStorage.getItem(KEPT + key) ?? 'null') as { values: { title: string } } | null)
    ?.values.title;

/** A save the device accepted; the server's answer waits until the test gives it. */
function savedOnDevice(id: string) {
  let settle!: { resolve: () => void; reject: (error: unknown) => void };
  const synced = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  data.savePost.mockResolvedValueOnce({ id, synced });
  return settle;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  act(() => clearToasts());
  vi.clearAllMocks();
});

describe('the post editor: fields and messages', SLOW, () => {
  it('says what is missing in the spec’s words, next to the field, and saves nothing', async () => {
    const user = userEvent.setup();
    renderEditor(null);
    const title = await titleBox();
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(slugBox()).toHaveAccessibleDescription(/Slug is required/);
    expect(title).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Featured image URL' }), 'ftp://x.jpg');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(
      await screen.findByText('Enter a full address starting with https://'),
    ).toBeInTheDocument();
    expect(data.savePost).not.toHaveBeenCalled();
  });

  it('makes a new post’s slug from its title, and normalises a typed slug', async () => {
    const user = userEvent.setup();
    renderEditor(null);
    await user.type(await titleBox(), "Hail & Wind: What's Covered?");
    expect(slugBox()).toHaveValue('hail-wind-whats-covered');
    await user.clear(slugBox());
    await user.type(slugBox(), 'Attic__Heat -- Tips!!');
    // While typing, a trailing hyphen may stay (the next word follows it).
    expect(slugBox()).toHaveValue('attic-heat-tips');
    await user.type(slugBox(), ' ');
    expect(slugBox()).toHaveValue('attic-heat-tips-');
    await user.tab();
    expect(slugBox()).toHaveValue('attic-heat-tips');
  });

  it('keeps an edited post’s slug when its title changes', async () => {
    const user = userEvent.setup();
    renderEditor(post);
    const title = await titleBox();
    await user.clear(title);
    await user.type(title, 'Something else');
    expect(slugBox()).toHaveValue(post.slug);
  });
});

describe('the post editor: kept on the device', SLOW, () => {
  it('keeps typing on the device, and offers it again when the editor opens', async () => {
    const user = userEvent.setup();
    const first = renderEditor(null);
    await user.type(await titleBox(), 'Unsaved thoughts');
    await waitFor(() => expect(keptTitle('new')).toBe('Unsaved thoughts'));
    first.view.unmount();

    renderEditor(null);
    expect(await titleBox()).toHaveValue('');
    expect(screen.getByText(/Unsaved changes from .* are kept on this device\./)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Restore unsaved changes' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Unsaved thoughts');
    expect(slugBox()).toHaveValue('unsaved-thoughts');
  });

  it('offers nothing after a discard, and forgets an edit typed back to the saved text', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      KEPT + post.id,
      JSON.stringify({ values: { title: 'Older words' }, keptAt: Date.now() }),
    );
    const first = renderEditor(post);
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(localStorage.getItem(KEPT + post.id)).toBeNull();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.type(title, '!');
    await waitFor(() => expect(keptTitle(post.id)).toBe(`${post.title}!`));
    await user.type(title, '{Backspace}');
    expect(localStorage.getItem(KEPT + post.id)).toBeNull();
    first.view.unmount();
    renderEditor(post);
    expect(await titleBox()).toHaveValue(post.title);
    expect(screen.queryByRole('button', { name: 'Restore unsaved changes' })).toBeNull();
  });

  it('marks the screen as holding unsaved changes, and writes them as the page goes', async () => {
    const user = userEvent.setup();
    const { view } = renderEditor(post);
    expect(hasUnsavedChanges()).toBe(false);
    await user.type(await titleBox(), ' today');
    expect(hasUnsavedChanges()).toBe(true);
    // Within the pause before the device copy is written: leaving the page writes it now.
    fireEvent(window, new Event('pagehide'));
    expect(keptTitle(post.id)).toBe(`${post.title} today`);
    view.unmount();
    expect(hasUnsavedChanges()).toBe(false);
  });
});

describe('the post editor: saving', SLOW, () => {
  it('saves the edited post over the copy it started from, then goes back to the list', async () => {
    const user = userEvent.setup();
    const server = savedOnDevice(post.id);
    const { router } = renderEditor(post);
    const title = await titleBox();
    await user.clear(title);
    await user.type(title, '  Hail Damage, Checked  ');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));

    expect(await screen.findByText('Post updated successfully')).toBeInTheDocument();
    expect(data.savePost).toHaveBeenCalledTimes(1);
    expect(data.savePost).toHaveBeenCalledWith({
      previous: post,
      categories: [],
      values: expect.objectContaining({
        title: 'Hail Damage, Checked',
        slug: post.slug,
        excerpt: post.excerpt,
        content: post.content,
        readingTime: 4,
        status: 'draft',
        featuredImageUrl: null,
        seoKeywords: [],
      }) as unknown,
    });
    expect(await screen.findByRole('heading', { name: 'Blog posts' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/blog/posts');
    // Kept on the device until the server has it.
    expect(keptTitle(post.id)).toBe('  Hail Damage, Checked  ');
    await act(async () => server.resolve());
    expect(localStorage.getItem(KEPT + post.id)).toBeNull();
  });

  it('publishes a new post now, and keeps it with the reason when the server refuses it', async () => {
    const user = userEvent.setup();
    const server = savedOnDevice('post-2');
    renderEditor(null);
    await user.type(await titleBox(), 'Gutter Guards');
    await user.click(screen.getByRole('button', { name: 'Publish Now' }));
    expect(await screen.findByText('Post created successfully')).toBeInTheDocument();
    expect(data.savePost.mock.calls[0]?.[0]).toMatchObject({
      previous: null,
      values: { title: 'Gutter Guards', slug: 'gutter-guards', status: 'published' },
    });
    // Gone to the list; the saved text is not offered again as unsaved in the next new post.
    expect(await screen.findByRole('heading', { name: 'Blog posts' })).toBeVisible();
    expect(localStorage.getItem(KEPT + 'new')).toBeNull();
    await act(async () => server.reject({ reason: 'refused' }));
    expect(await screen.findByText('Failed to create post')).toBeInTheDocument();
    const kept = JSON.parse(localStorage.getItem(`${KEPT}created:post-2`) ?? '{}') as {
      refusal?: string;
    };
    expect(kept.refusal).toBe('The server refused the save (permission or field rules).');
  });

  it('says a taken slug under the slug field and stays in the editor', async () => {
    const user = userEvent.setup();
    data.savePost.mockRejectedValueOnce({ reason: 'slug-taken' });
    const { router } = renderEditor(null);
    await user.type(await titleBox(), 'Same slug');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    const message = 'This slug is already used by another post. Please choose another.';
    await waitFor(() => expect(slugBox()).toHaveAccessibleDescription(new RegExp(message)));
    expect(slugBox()).toHaveFocus();
    expect(await screen.findByText('Failed to create post')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/blog/posts/editor');
  });

  it('refuses to save for someone signed out', async () => {
    const user = userEvent.setup();
    const signedIn = session.current;
    session.current = { status: 'signedOut' };
    try {
      renderEditor(null);
      await user.type(await titleBox(), 'Anything');
      await user.click(screen.getByRole('button', { name: 'Save Draft' }));
      expect(await screen.findByText('You must be logged in')).toBeInTheDocument();
      expect(data.savePost).not.toHaveBeenCalled();
    } finally {
      session.current = signedIn;
    }
  });
});
