import { formatZonedTime, type Revision } from '@altum/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Spinner } from '../../../ui/Spinner';
import { Muted } from '../../../ui/Typography';
import { up } from '../../../ui/theme';
import { useOnline } from '../shell/useOnline';
import { StatusChip } from '../shell/StatusChip';
import { revisionsQuery } from './queries';

const Panel = styled(Card)`
  box-shadow: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin: 0;
  }
`;

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  ${up('lg')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  max-height: 480px;
  overflow: auto;
`;

const Choice = styled.button`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  text-align: left;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.page};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.accentText};
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Size = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Preview = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

const Content = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  max-height: 360px;
  overflow: auto;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const changeText = (revision: Revision) =>
  `${revision.added} characters added, ${revision.removed} removed`;

/**
 * The post's history (kept by the recordPostRevision function): newest first, each with who
 * saved it, when (Chicago time), its status and the size of its change. Choosing one shows
 * its text read-only; restoring it hands its title, excerpt and content to the editor, which
 * saves them as any save (conflict check included), so the restore is itself a revision.
 * Revisions are read from the server: offline the panel says so.
 */
export function RevisionsPanel(props: {
  postId: string;
  onRestore: (revision: Revision) => void;
  restoring: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const online = useOnline();
  const headingId = useId();
  const bodyId = useId();
  const revisions = useQuery({ ...revisionsQuery(props.postId), enabled: open && online });
  const chosen = revisions.data?.find((revision) => revision.id === chosenId) ?? null;

  return (
    <Panel as="section" aria-labelledby={headingId} data-testid="revisions-panel">
      <Header>
        <h2 id={headingId}>History</h2>
        <Button
          $variant="outline"
          $size="sm"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? 'Hide history' : 'Show history'}
        </Button>
      </Header>
      <div id={bodyId} hidden={!open}>
        {!open ? null : !online ? (
          <Muted>The history needs a connection. It shows again once you are online.</Muted>
        ) : revisions.isPending ? (
          <Spinner label="Loading history..." />
        ) : revisions.isError ? (
          <Alert>Failed to load the history</Alert>
        ) : revisions.data.length === 0 ? (
          <Muted>No revisions yet.</Muted>
        ) : (
          <Body>
            <List aria-label="Revisions, newest first">
              {revisions.data.map((revision) => (
                <li key={revision.id}>
                  <Choice
                    type="button"
                    aria-pressed={revision.id === chosenId}
                    data-testid="revision"
                    onClick={() => setChosenId(revision.id)}
                  >
                    <strong>{revision.byName ?? 'Unknown'}</strong>
                    <time dateTime={revision.at.toISOString()}>{formatZonedTime(revision.at)}</time>
                    <StatusChip status={revision.status} />
                    <Size>{changeText(revision)}</Size>
                  </Choice>
                </li>
              ))}
            </List>
            {chosen ? (
              <Preview
                role="region"
                aria-label={`Version of ${formatZonedTime(chosen.at)}`}
                data-testid="revision-preview"
              >
                <h3>{chosen.title}</h3>
                {chosen.excerpt ? <p>{chosen.excerpt}</p> : null}
                {/* Focusable so a long text scrolls by keyboard too. */}
                <Content tabIndex={0} role="region" aria-label="Content of this version">
                  {chosen.content}
                </Content>
                <div>
                  <Button
                    $size="sm"
                    disabled={props.restoring}
                    onClick={() => props.onRestore(chosen)}
                  >
                    Restore this version
                  </Button>
                </div>
              </Preview>
            ) : (
              <Muted>Choose a revision to see its text.</Muted>
            )}
          </Body>
        )}
      </div>
    </Panel>
  );
}
