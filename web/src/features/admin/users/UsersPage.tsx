import { ROLES, USERS_MESSAGES, type Role } from '@altum/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { Table } from '../../../ui/Table';
import { Tooltip } from '../../../ui/Tooltip';
import { showToast } from '../../../ui/toast/toast';
import { useFocusAfterChange } from '../../../ui/useFocusAfterChange';
import { Muted } from '../../../ui/Typography';
import { Icon } from '../shell/Icon';
import { staffAlertsQuery } from '../alerts/queries';
import type { StaffUser } from '../session/staffSession';
import { useStaffSession } from '../session/useStaffSession';
import type { RoleChangeError, StaffMember } from './data/users';
import { changeRoleMutation, staffMembersQuery, type RoleChange } from './queries';
import { PageHeader, ScreenStack } from '../../../ui/PageHeader';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const RoleChip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  padding: 0 2px 0 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  border: 1px solid ${({ theme }) => theme.colors.border};
  text-transform: capitalize;
`;

const RemoveButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 24px;
  height: 24px;
  border: 0;
  border-radius: 50%;
  background: none;
  color: inherit;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.destructiveSoft};
    color: ${({ theme }) => theme.colors.destructive};
  }
  &:disabled {
    opacity: 0.35;
    cursor: not-allowed;
  }
`;

const ROLE_LABEL: Record<Role, string> = { admin: 'Admin', writer: 'Writer' };

/** A failed role change's toast: the spec's message as the title, the reason below it. */
function roleFailure(error: unknown, held: boolean): { title: string; reason?: string } {
  const reason = (error as Partial<RoleChangeError> | null)?.reason;
  if (reason === 'already-held') return { title: USERS_MESSAGES.alreadyHasRole };
  if (reason === 'own-admin') return { title: USERS_MESSAGES.cannotRemoveOwnAdmin };
  const title = held ? USERS_MESSAGES.addFailed : USERS_MESSAGES.removeFailed;
  return reason === 'refused' ? { title, reason: USERS_MESSAGES.adminsOnly } : { title };
}

/** Names a role button, so focus can move to it after a role change (useFocusAfterChange). */
const focusKey = (control: 'add' | 'remove', uid: string, role: Role) =>
  `${control}:${uid}:${role}`;

/** Whether a person gets lead alerts, and on how many devices (admins' view). */
function AlertsCell({ devices }: { devices: number | undefined }) {
  if (!devices) return <Muted as="span">Off</Muted>;
  return <AlertsOn>On ({devices === 1 ? '1 device' : `${devices} devices`})</AlertsOn>;
}

function MemberRow({
  member,
  me,
  onChange,
  busy,
  alertDevices,
}: {
  member: StaffMember;
  me: StaffUser;
  onChange: (change: Omit<RoleChange, 'currentUid'>) => void;
  busy: boolean;
  /** Admins see who has lead alerts on: devices by uid (absent for writers). */
  alertDevices?: Record<string, number> | undefined;
}) {
  const isMe = member.uid === me.uid;
  return (
    <tr>
      <td>
        {member.email}
        {isMe ? <Muted as="span"> (you)</Muted> : null}
      </td>
      <td>{member.fullName}</td>
      <td>
        <Row>
          {ROLES.filter((role) => member.roles[role]).map((role) => {
            const ownAdmin = isMe && role === 'admin';
            return (
              <RoleChip key={role}>
                {role}
                <Tooltip content={`Remove ${role} role from ${member.email}`} kind="label">
                  {(tooltip) => (
                    <RemoveButton
                      type="button"
                      {...tooltip}
                      data-focus-key={focusKey('remove', member.uid, role)}
                      disabled={busy || ownAdmin}
                      title={ownAdmin ? USERS_MESSAGES.cannotRemoveOwnAdmin : undefined}
                      onClick={() => {
                        if (window.confirm(`Remove the ${role} role from ${member.email}?`)) {
                          onChange({ uid: member.uid, role, held: false });
                        }
                      }}
                    >
                      <Icon name="close" size={14} />
                    </RemoveButton>
                  )}
                </Tooltip>
              </RoleChip>
            );
          })}
          {ROLES.every((role) => !member.roles[role]) ? <Muted as="span">No role</Muted> : null}
        </Row>
      </td>
      {alertDevices ? (
        <td data-testid="lead-alerts-cell">
          <AlertsCell devices={alertDevices[member.uid]} />
        </td>
      ) : null}
      <td>
        <Row>
          {ROLES.filter((role) => !member.roles[role]).map((role) => (
            <Button
              key={role}
              $size="sm"
              $variant="secondary"
              disabled={busy}
              data-focus-key={focusKey('add', member.uid, role)}
              aria-label={`Add ${ROLE_LABEL[role]} role to ${member.email}`}
              onClick={() => onChange({ uid: member.uid, role, held: true })}
            >
              Add {ROLE_LABEL[role]}
            </Button>
          ))}
        </Row>
      </td>
    </tr>
  );
}

/** /admin/users: every person who has signed in, with their roles; admins change them. */
export function UsersPage({ me, isAdmin }: { me: StaffUser; isAdmin: boolean }) {
  const queryClient = useQueryClient();
  const members = useQuery(staffMembersQuery());
  // Only admins may read who has alerts on (alertStatus); writers see no such column.
  const alerts = useQuery({ ...staffAlertsQuery(), enabled: isAdmin });
  const alertDevices = isAdmin ? (alerts.data ?? {}) : undefined;
  const focusAfter = useFocusAfterChange();
  const change = useMutation({
    ...changeRoleMutation(queryClient),
    onSuccess: (_data, variables) => {
      showToast('success', variables.held ? USERS_MESSAGES.added : USERS_MESSAGES.removed);
      // The pressed button is gone ('Add Writer' became a chip, or the other way round).
      focusAfter(focusKey(variables.held ? 'remove' : 'add', variables.uid, variables.role));
    },
    onError: (error, variables) => {
      const failure = roleFailure(error, variables.held);
      showToast('error', failure.title, failure.reason);
      focusAfter(focusKey(variables.held ? 'add' : 'remove', variables.uid, variables.role));
    },
  });

  return (
    <ScreenStack>
      <PageHeader title="Users" />
      <Muted>Everyone who has signed in with Google. Only administrators can change roles.</Muted>
      {members.isPending ? <Spinner label="Loading users..." /> : null}
      {members.isError ? <Alert>Failed to load users. Please try again.</Alert> : null}
      {members.data ? (
        <Table caption="Staff and their roles" captionHidden>
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Name</th>
              <th scope="col">Roles</th>
              {alertDevices ? <th scope="col">Lead alerts</th> : null}
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {members.data.map((member) => (
              <MemberRow
                key={member.uid}
                member={member}
                me={me}
                busy={change.isPending}
                alertDevices={alertDevices}
                onChange={(next) => change.mutate({ ...next, currentUid: me.uid })}
              />
            ))}
          </tbody>
        </Table>
      ) : null}
    </ScreenStack>
  );
}

/** The users page for whoever is signed in (the gate lets only staff this far). */
export function UsersScreen() {
  const session = useStaffSession();
  return session.status === 'staff' ? (
    <UsersPage me={session.user} isAdmin={session.roles.admin} />
  ) : null;
}

const AlertsOn = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;
