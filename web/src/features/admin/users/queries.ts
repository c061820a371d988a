/** The users page's queries and role changes. */
import type { Role } from '@altum/domain';
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';

export const usersKeys = {
  all: ['admin', 'users'] as const,
};

export const staffMembersQuery = () =>
  queryOptions({
    queryKey: usersKeys.all,
    queryFn: async () => (await import('./data/users')).fetchStaffMembers(),
  });

export interface RoleChange {
  uid: string;
  role: Role;
  held: boolean;
  currentUid: string;
}

export const changeRoleMutation = (queryClient: QueryClient) =>
  mutationOptions({
    // Firestore's own queue holds a change made offline; it is not persisted twice.
    networkMode: 'always',
    mutationFn: async (change: RoleChange) => (await import('./data/users')).changeRole(change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
