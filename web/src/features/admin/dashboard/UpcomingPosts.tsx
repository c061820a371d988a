import { formatZonedTime } from '@altum/domain';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Alert } from '../../../ui/Alert';
import { DashboardPanel, PanelPostList } from './DashboardPanel';
import { Spinner } from '../../../ui/Spinner';
import { routerLink } from '../../../ui/routerLink';
import { Muted } from '../../../ui/Typography';
import { upcomingPostsQuery } from './queries';

const PostAnchor = styled.a`
  display: block;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[1]}px;
  color: inherit;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const PostLink = routerLink(PostAnchor);

function Upcoming() {
  const upcoming = useQuery(upcomingPostsQuery());
  if (upcoming.isPending) return <Spinner label="Loading scheduled posts..." />;
  if (upcoming.isError) return <Alert>Failed to load the scheduled posts</Alert>;
  if (upcoming.data.length === 0) return <Muted>No posts are scheduled.</Muted>;
  return (
    <PanelPostList>
      {upcoming.data.map((post) => (
        <li key={post.id}>
          <PostLink to="/admin/blog/posts/$postId/edit" params={{ postId: post.id }}>
            {post.title}
            <small>
              <time dateTime={post.scheduledAt.toISOString()}>
                {formatZonedTime(post.scheduledAt)}
              </time>
            </small>
          </PostLink>
        </li>
      ))}
    </PanelPostList>
  );
}

/** The dashboard's next scheduled posts, soonest first, with when each goes live (Chicago). */
export function UpcomingPosts() {
  return (
    <DashboardPanel $padding={4} as="section" aria-labelledby="upcoming-posts-title">
      <h2 id="upcoming-posts-title">Scheduled Posts</h2>
      <Upcoming />
    </DashboardPanel>
  );
}
