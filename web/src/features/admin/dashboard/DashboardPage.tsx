import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../ui/Alert';
import { ButtonLink } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { DashboardPanel, PanelPostList } from './DashboardPanel';
import { Spinner } from '../../../ui/Spinner';
import { routerLink } from '../../../ui/routerLink';
import { up } from '../../../ui/theme';
import { Muted } from '../../../ui/Typography';
import { Icon } from '../shell/Icon';
import { StatusChip } from '../shell/StatusChip';
import { dashboardStatsQuery, recentPostsQuery } from './queries';
import { QuoteCards } from './QuoteCards';
import { SpeedToLeadCards } from './SpeedToLeadCards';
import { UpcomingPosts } from './UpcomingPosts';
import { PageHeader, ScreenStack } from '../../../ui/PageHeader';

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  ${up('lg')} {
    grid-template-columns: repeat(5, 1fr);
  }
`;

const Stat = styled(Card)`
  display: flex;
  flex-direction: column-reverse;
  gap: 2px;
  box-shadow: none;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const PostAnchor = styled.a`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
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

const numbers = new Intl.NumberFormat('en-US');
const dates = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function StatCard({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Stat $padding={4} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </Stat>
  );
}

function RecentPosts() {
  const recent = useQuery(recentPostsQuery());
  if (recent.isPending) return <Spinner label="Loading posts..." />;
  if (recent.isError) return <Alert>Failed to load blog posts</Alert>;
  if (recent.data.length === 0) {
    return <Muted>No posts yet. Create your first post to get started!</Muted>;
  }
  return (
    <PanelPostList>
      {recent.data.map((post) => (
        <li key={post.id}>
          <PostLink to="/admin/blog/posts/$postId/edit" params={{ postId: post.id }}>
            <span>
              {post.title}
              <small>{dates.format(post.createdAt)}</small>
            </span>
            <StatusChip status={post.status} />
          </PostLink>
        </li>
      ))}
    </PanelPostList>
  );
}

/**
 * /admin/dashboard: the blog in four figures, new leads, speed to lead, the month's quotes,
 * shortcuts and the newest posts.
 */
export function DashboardPage() {
  const stats = useQuery(dashboardStatsQuery());
  const show = (value: number | undefined) =>
    stats.isPending ? '…' : stats.isError || value === undefined ? '–' : numbers.format(value);
  return (
    <ScreenStack $gap={5}>
      <PageHeader title="Dashboard" />
      {stats.isError ? <Alert>Failed to load the figures. Please try again.</Alert> : null}
      <Stats aria-busy={stats.isPending}>
        <StatCard label="Total Posts" value={show(stats.data?.totalPosts)} testId="stat-total" />
        <StatCard label="Published" value={show(stats.data?.published)} testId="stat-published" />
        <StatCard label="Drafts" value={show(stats.data?.drafts)} testId="stat-drafts" />
        <StatCard label="Total Views" value={show(stats.data?.totalViews)} testId="stat-views" />
        <StatCard label="New Leads" value={show(stats.data?.newLeads)} testId="stat-leads" />
      </Stats>
      <SpeedToLeadCards />
      <QuoteCards />
      <DashboardPanel $padding={4}>
        <h2>Quick actions</h2>
        <Actions>
          <ButtonLink to="/admin/blog/posts/new" $size="sm">
            <Icon name="plus" />
            Create New Post
          </ButtonLink>
          <ButtonLink to="/admin/images" $size="sm" $variant="secondary">
            Upload Image
          </ButtonLink>
          <ButtonLink to="/admin/blog/categories" $size="sm" $variant="secondary">
            Manage Categories
          </ButtonLink>
        </Actions>
      </DashboardPanel>
      <DashboardPanel $padding={4}>
        <h2>Recent Posts</h2>
        <RecentPosts />
      </DashboardPanel>
      <UpcomingPosts />
    </ScreenStack>
  );
}
