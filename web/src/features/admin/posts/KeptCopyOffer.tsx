import styled from 'styled-components';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import type { KeptDraft } from './keptDrafts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: ${({ theme }) => theme.space[2]}px;
`;

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Unsaved changes (or a refused save) kept on this device: restore them or discard them. */
export function KeptCopyOffer({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: KeptDraft;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <Alert tone={draft.refusal ? 'error' : 'warning'}>
      {draft.refusal ? (
        <>
          <strong>The server refused your last save:</strong> {draft.refusal} Your text is kept on
          this device.
        </>
      ) : (
        <>Unsaved changes from {timeFormat.format(draft.keptAt)} are kept on this device.</>
      )}
      <Actions>
        <Button $size="sm" onClick={onRestore}>
          Restore unsaved changes
        </Button>
        <Button $size="sm" $variant="ghost" onClick={onDiscard}>
          Discard
        </Button>
      </Actions>
    </Alert>
  );
}
