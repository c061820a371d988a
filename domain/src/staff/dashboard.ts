import * as v from 'valibot';
import { POST_STATUSES } from '../blog/limits';

/** How many of the newest posts the dashboard lists. */
export const DASHBOARD_RECENT_POSTS = 10;

/** The few fields of a post the dashboard's recent list shows. */
export const recentPostSchema = v.object({
  title: v.string(),
  status: v.picklist(POST_STATUSES),
  createdAt: v.date(),
});

export type RecentPost = v.InferOutput<typeof recentPostSchema> & { id: string };

export interface DashboardStats {
  totalPosts: number;
  published: number;
  drafts: number;
  totalViews: number;
  newLeads: number;
}

/** How many of the next scheduled posts the dashboard lists. */
export const DASHBOARD_UPCOMING_POSTS = 5;

/** A scheduled post as the dashboard's upcoming list shows it. */
export const upcomingPostSchema = v.object({
  title: v.string(),
  scheduledAt: v.date(),
});

export type UpcomingPost = v.InferOutput<typeof upcomingPostSchema> & { id: string };
