import {
  formatZonedTime,
  POST_STATUSES,
  POSTS_MESSAGES,
  titleMatches,
  type PostStatus,
  type AdminPostSummary,
} from '@altum/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../ui/Alert';
import { Button, ButtonLink } from '../../../ui/Button';
import { Input, Select } from '../../../ui/form/controls';
import { routerLink } from '../../../ui/routerLink';
import { Spinner } from '../../../ui/Spinner';
import { Table } from '../../../ui/Table';
import { showToast } from '../../../ui/toast/toast';
import { useFocusAfterChange } from '../../../ui/useFocusAfterChange';
import { Muted } from '../../../ui/Typography';
import { up } from '../../../ui/theme';
import { useStaffSession } from '../session/useStaffSession';
import { Icon } from '../shell/Icon';
import { StatusChip } from '../shell/StatusChip';
import type { PostsSearch } from '@altum/domain';
import { postsKeys } from './queries';
import { usePostsPaging } from './useAdminPosts';
import { WaitingToSync } from './WaitingToSync';
import { PageHeader, ScreenStack } from '../../../ui/PageHeader';

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  ${up('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
  label {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    margin-bottom: ${({ theme }) => theme.space[1]}px;
  }
`;

const TitleAnchor = styled.a`
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;
const TitleLink = routerLink(TitleAnchor);

const StatusCell = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const Nowrap = styled.td`
  white-space: nowrap;
`;

const STATUS_LABEL: Record<PostStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  archived: 'Archived',
};

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/**
 * Rows whose title contains the search text (any case). The server has matched the text's
 * longest word already; this checks the rest, on the page.
 */
function filterPosts<T extends { post: AdminPostSummary }>(rows: readonly T[], q?: string): T[] {
  const text = q?.trim() ?? '';
  return text ? rows.filter(({ post }) => titleMatches(post.title, text)) : [...rows];
}

const Paging = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const PageButton = styled(Button)`
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/** Names a row's delete button, so focus can move to a neighbour's after a delete. */
const deleteKey = (id: string) => `post-delete:${id}`;

function onDelete(
  post: Pick<AdminPostSummary, 'id' | 'slug'>,
  queryClient: QueryClient,
  onConfirmed: () => void,
) {
  if (!window.confirm(POSTS_MESSAGES.deleteConfirm)) return;
  onConfirmed();
  void import('./data/deletePost')
    .then((data) => data.deletePost(post))
    .then(({ synced }) => {
      // Gone from this device at once; the server confirms later (now, when online). The
      // first page is live; a later one is read again without it.
      void queryClient.invalidateQueries({ queryKey: postsKeys.pages() });
      showToast('success', POSTS_MESSAGES.deleted);
      return synced;
    })
    .catch((error: unknown) => {
      console.error('Deleting the post failed', error);
      showToast('error', POSTS_MESSAGES.deleteFailed);
    });
}

/** /admin/blog/posts: the posts, newest first, a page at a time, with search and status filter. */
export function PostsPage({ search }: { search: PostsSearch }) {
  const session = useStaffSession();
  const isAdmin = session.status === 'staff' && session.roles.admin;
  const paging = usePostsPaging({ status: search.status, q: search.q });
  const posts = paging.state;
  const queryClient = useQueryClient();
  // Loaded with the list, usually online: a delete made offline then finds its code.
  useEffect(() => {
    if (isAdmin) void import('./data/deletePost').catch(() => undefined);
  }, [isAdmin]);
  const navigate = useNavigate({ from: '/admin/blog/posts/' });
  const searchId = useId();
  const statusId = useId();

  const setSearch = (next: PostsSearch) => void navigate({ search: next, replace: true });

  const rows = posts.status === 'ready' ? filterPosts(posts.page.rows, search.q) : [];
  const filtered = Boolean(search.status ?? search.q?.trim());
  const focusAfter = useFocusAfterChange();
  // The deleted row takes its focused button with it: focus moves to the next row's delete
  // button, else the one before, else the heading.
  const focusNeighbourOf = (id: string) => {
    const index = rows.findIndex((row) => row.post.id === id);
    const next = rows[index + 1]?.post.id;
    const before = rows[index - 1]?.post.id;
    focusAfter([next ? deleteKey(next) : null, before ? deleteKey(before) : null, 'heading']);
  };

  return (
    <ScreenStack>
      <PageHeader
        title="Posts"
        actions={
          <ButtonLink to="/admin/blog/posts/new" $size="sm">
            <Icon name="plus" />
            New Post
          </ButtonLink>
        }
      />
      <Filters role="search">
        <div>
          <label htmlFor={searchId}>Search by title</label>
          <Input
            id={searchId}
            type="search"
            value={search.q ?? ''}
            onChange={(event) => setSearch({ ...search, q: event.target.value || undefined })}
          />
        </div>
        <div>
          <label htmlFor={statusId}>Status</label>
          <Select
            id={statusId}
            value={search.status ?? ''}
            onChange={(event) =>
              setSearch({
                ...search,
                status: POST_STATUSES.find((status) => status === event.target.value),
              })
            }
          >
            <option value="">All Status</option>
            {POST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABEL[status]}
              </option>
            ))}
          </Select>
        </div>
      </Filters>
      {posts.status === 'loading' ? <Spinner label="Loading posts..." /> : null}
      {posts.status === 'error' ? <Alert>{POSTS_MESSAGES.loadFailed}</Alert> : null}
      {posts.status === 'ready' && rows.length === 0 ? (
        <Muted>{!filtered && paging.pageNumber === 1 ? 'No posts yet.' : 'No posts match.'}</Muted>
      ) : null}
      {rows.length > 0 ? (
        <Table caption="Blog posts" captionHidden>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Author</th>
              <th scope="col">Category</th>
              <th scope="col">Status</th>
              <th scope="col">Date</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ post, pending }) => (
              <tr key={post.id} data-testid="post-row">
                <td>
                  <TitleLink
                    to="/admin/blog/preview/$slug"
                    params={{ slug: post.slug }}
                    target="_blank"
                    rel="noopener"
                  >
                    {post.title}
                  </TitleLink>
                </td>
                <td>{post.authorName}</td>
                <td>{post.categoryName ?? '—'}</td>
                <td>
                  <StatusCell>
                    <StatusChip status={post.status} />
                    {pending ? <WaitingToSync /> : null}
                  </StatusCell>
                </td>
                <Nowrap>
                  {post.status === 'scheduled' && post.scheduledAt ? (
                    // When it goes live, on the company's clock.
                    <time dateTime={post.scheduledAt.toISOString()}>
                      {formatZonedTime(post.scheduledAt)}
                    </time>
                  ) : (
                    dateFormat.format(post.publishDate ?? post.createdAt)
                  )}
                </Nowrap>
                <td>
                  <Actions>
                    <ButtonLink
                      to="/admin/blog/preview/$slug"
                      params={{ slug: post.slug }}
                      target="_blank"
                      rel="noopener"
                      $size="sm"
                      $variant="ghost"
                      aria-label={`Preview ${post.title} (opens in a new tab)`}
                    >
                      Preview
                    </ButtonLink>
                    <ButtonLink
                      to="/admin/blog/posts/$postId/edit"
                      params={{ postId: post.id }}
                      $size="sm"
                      $variant="secondary"
                      aria-label={`Edit ${post.title}`}
                    >
                      Edit
                    </ButtonLink>
                    {isAdmin ? (
                      <Button
                        $size="sm"
                        $variant="danger"
                        aria-label={`Delete ${post.title}`}
                        data-focus-key={deleteKey(post.id)}
                        onClick={() => onDelete(post, queryClient, () => focusNeighbourOf(post.id))}
                      >
                        Delete
                      </Button>
                    ) : null}
                  </Actions>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      {paging.hasPrevious || paging.hasNext ? (
        <Paging aria-label="Posts pages">
          {/* aria-disabled, not disabled: the pressed button keeps focus at either end. */}
          <PageButton
            $size="sm"
            $variant="secondary"
            aria-disabled={!paging.hasPrevious}
            onClick={() => paging.hasPrevious && paging.previous()}
          >
            Previous page
          </PageButton>
          <PageButton
            $size="sm"
            $variant="secondary"
            aria-disabled={!paging.hasNext}
            onClick={() => paging.hasNext && paging.next()}
          >
            Next page
          </PageButton>
        </Paging>
      ) : null}
      {/* Said when the page changes (a screen reader stays on the button pressed). */}
      <Muted role="status">
        {paging.hasPrevious || paging.hasNext ? `Page ${paging.pageNumber}` : ''}
      </Muted>
    </ScreenStack>
  );
}
