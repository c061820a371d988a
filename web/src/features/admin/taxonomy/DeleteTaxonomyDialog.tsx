import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import type { KindConfig, TaxonomyItem } from './kinds';

/**
 * Asks before deleting. A refusal (posts still use the item) stays in the dialog, so the
 * number of posts can be read at leisure.
 */
export function DeleteTaxonomyDialog(props: {
  config: KindConfig;
  item: TaxonomyItem;
  deleting: boolean;
  refusal: string | null;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const kind = props.config.singular.toLowerCase();
  return (
    <Dialog
      open
      onClose={() => {
        if (!props.deleting) props.onClose();
      }}
      title={`Delete ${kind}?`}
      description={`“${props.item.name}” will be removed for good.`}
      width={420}
    >
      {props.refusal ? <Alert>{props.refusal}</Alert> : null}
      <DialogActions>
        <Button
          type="button"
          $variant="ghost"
          $size="sm"
          onClick={props.onClose}
          disabled={props.deleting}
        >
          {props.refusal ? 'Close' : 'Cancel'}
        </Button>
        {props.refusal ? null : (
          <Button
            type="button"
            $variant="danger"
            $size="sm"
            onClick={props.onConfirm}
            disabled={props.deleting}
          >
            {props.deleting ? 'Deleting...' : `Delete ${kind}`}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
