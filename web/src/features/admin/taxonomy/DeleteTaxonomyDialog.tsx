import { ConfirmDeleteDialog } from '../../../ui/ConfirmDeleteDialog';
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
    <ConfirmDeleteDialog
      open
      title={`Delete ${kind}?`}
      description={`“${props.item.name}” will be removed for good.`}
      confirmLabel={`Delete ${kind}`}
      deleting={props.deleting}
      refusal={props.refusal}
      onCancel={props.onClose}
      onConfirm={props.onConfirm}
    />
  );
}
