import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import { Dialog, DialogActions } from './Dialog';

/**
 * Asks before something is removed for good: Cancel, then the destructive button. While the
 * delete runs, neither button nor Escape can close it. A refusal (why it cannot be deleted)
 * stays in the dialog to be read at leisure, with Close instead of the two buttons.
 */
export function ConfirmDeleteDialog(props: {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** The destructive button's label: 'Delete lead'. */
  confirmLabel: string;
  deleting: boolean;
  refusal?: string | null;
  width?: number;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { deleting, refusal } = props;
  return (
    <Dialog
      open={props.open}
      onClose={() => {
        if (!deleting) props.onCancel();
      }}
      title={props.title}
      description={props.description}
      width={props.width ?? 420}
    >
      {refusal ? <Alert>{refusal}</Alert> : null}
      <DialogActions>
        <Button
          type="button"
          $variant="ghost"
          $size="sm"
          onClick={props.onCancel}
          disabled={deleting}
        >
          {refusal ? 'Close' : 'Cancel'}
        </Button>
        {refusal ? null : (
          <Button
            type="button"
            $variant="danger"
            $size="sm"
            onClick={props.onConfirm}
            disabled={deleting}
          >
            {deleting ? 'Deleting...' : props.confirmLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
