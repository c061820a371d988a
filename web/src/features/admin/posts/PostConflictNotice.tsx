import styled from 'styled-components';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: ${({ theme }) => theme.space[2]}px;
`;

const timeOnly = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });
const dateAndTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const when = (at: Date) =>
  at.toDateString() === new Date().toDateString()
    ? `at ${timeOnly.format(at)}`
    : `on ${dateAndTime.format(at)}`;

/**
 * Someone else saved the post the writer is editing, who chooses which copy to keep. A
 * polite status message: it never takes the focus from the field being typed in.
 */
export function PostConflictNotice(props: {
  savedAt: Date;
  /** The writer's save was refused for it; the text waits on this device. */
  refused?: boolean;
  onKeepMine: () => void;
  onLoadTheirs: () => void;
}) {
  const { savedAt, refused = false, onKeepMine, onLoadTheirs } = props;
  return (
    <Alert tone="warning">
      {refused ? (
        <>
          <strong>Your last save was not stored:</strong> someone else saved this post{' '}
          {when(savedAt)} while your save waited to reach the server. Your text is kept on this
          device. Keep mine saves your text over theirs; Load theirs shows their version and forgets
          yours.
        </>
      ) : (
        <>
          <strong>Someone else saved this post {when(savedAt)} while you were editing.</strong> Keep
          mine: your next save replaces their version. Load theirs: the form shows their version
          instead of your changes.
        </>
      )}
      <Actions>
        <Button $size="sm" onClick={onKeepMine}>
          Keep mine
        </Button>
        <Button $size="sm" $variant="secondary" onClick={onLoadTheirs}>
          Load theirs
        </Button>
      </Actions>
    </Alert>
  );
}
