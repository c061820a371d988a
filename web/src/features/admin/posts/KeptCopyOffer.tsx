import type { Post, PostFormValues } from '@altum/domain';
import styled from 'styled-components';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { clearDraft, keptDraftKeys, readDraft, sameForm, type KeptDraft } from './keptDrafts';

export interface KeptCopy {
  key: string;
  draft: KeptDraft;
}

/** The kept copy the editor offers on opening, if any differs from what it opened. */
export function findKeptCopy(post: Post | null, opened: PostFormValues): KeptCopy | null {
  // A refused save comes first: it is the copy the writer must not lose.
  const keys = post
    ? [post.id]
    : [...keptDraftKeys().filter((key) => key.startsWith('created:')), 'new'];
  for (const key of keys) {
    const draft = readDraft(key);
    if (!draft) continue;
    // A new post saved on the device is offered again only if the server refused it.
    if (key.startsWith('created:') && !draft.refusal) continue;
    if (!draft.refusal && sameForm(draft.values, opened)) {
      clearDraft(key);
      continue;
    }
    return { key, draft };
  }
  return null;
}

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
