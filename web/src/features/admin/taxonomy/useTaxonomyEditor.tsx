import type { TaxonomyKind, TaxonomyValues } from '@altum/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { showToast } from '../../../ui/toast/toast';
import { useFocusAfterChange } from '../../../ui/useFocusAfterChange';
import { DeleteTaxonomyDialog } from './DeleteTaxonomyDialog';
import { failureMessage, KINDS, TaxonomyError, type TaxonomyItem } from './kinds';
import {
  deleteTaxonomyMutation,
  saveTaxonomyMutation,
  taxonomyKeys,
  taxonomyListQuery,
} from './queries';
import { TaxonomyFormDialog } from './TaxonomyFormDialog';

/** The `data-focus-key` of an item's first control (its edit button). */
export const focusKey = (id: string) => `taxonomy-item:${id}`;

type Open =
  | { dialog: 'none' }
  | { dialog: 'form'; item: TaxonomyItem | null }
  | { dialog: 'delete'; item: TaxonomyItem; refusal: string | null };

/** The spec's failure message as the toast's title, the reason as its description. */
const showFailure = ({ title, reason }: { title: string; reason?: string }) =>
  showToast('error', title, reason);

/** The shared workings of the categories and tags pages: the list, the dialogs, the toasts. */
export function useTaxonomyEditor(kind: TaxonomyKind) {
  const config = KINDS[kind];
  const queryClient = useQueryClient();
  const list = useQuery(taxonomyListQuery(kind));
  const [open, setOpen] = useState<Open>({ dialog: 'none' });
  const close = () => setOpen({ dialog: 'none' });
  const save = useMutation(saveTaxonomyMutation(queryClient, kind));
  const remove = useMutation(deleteTaxonomyMutation(queryClient, kind));
  const focusAfter = useFocusAfterChange();

  const onSave = async (item: TaxonomyItem | null, values: TaxonomyValues) => {
    const action = item ? 'update' : 'create';
    const done = item ? config.messages.updated : config.messages.created;
    try {
      const outcome = await save.mutateAsync({
        ...(item ? { id: item.id, previousSlug: item.slug } : {}),
        values,
      });
      close();
      if (!outcome.queued) {
        showToast('success', done);
        return null;
      }
      showToast('info', 'Saved on this device. It syncs when you are back online.');
      // The server's answer comes later: say it then, and show what the server kept.
      void outcome.synced
        .then(
          () => showToast('success', done),
          (error: unknown) => showFailure(failureMessage(config, action, error)),
        )
        .finally(() => queryClient.invalidateQueries({ queryKey: taxonomyKeys.kind(kind) }));
      return null;
    } catch (error) {
      showFailure(failureMessage(config, action, error));
      return error instanceof TaxonomyError && error.failure.reason === 'slug-taken'
        ? config.messages.slugTaken
        : null;
    }
  };

  const onDelete = (item: TaxonomyItem) => {
    // The deleted item's row or chip goes with the button that opened the dialog: focus moves
    // to the next item, else the one before, else the page's heading.
    const items = list.data ?? [];
    const index = items.findIndex((other) => other.id === item.id);
    const neighbours = [items[index + 1]?.id ?? null, items[index - 1]?.id ?? null];
    remove.mutate(item, {
      onSuccess: () => {
        close();
        focusAfter([...neighbours.map((id) => (id ? focusKey(id) : null)), 'heading']);
        showToast('success', config.messages.deleted);
      },
      onError: (error) => {
        const failure = failureMessage(config, 'delete', error);
        showFailure(failure);
        const message = failure.reason ? `${failure.title}. ${failure.reason}` : failure.title;
        setOpen({ dialog: 'delete', item, refusal: message });
      },
    });
  };

  let dialog: ReactNode = null;
  if (open.dialog === 'form') {
    dialog = (
      <TaxonomyFormDialog
        config={config}
        item={open.item}
        items={list.data ?? []}
        saving={save.isPending}
        onClose={close}
        onSave={(values) => onSave(open.item, values)}
      />
    );
  } else if (open.dialog === 'delete') {
    dialog = (
      <DeleteTaxonomyDialog
        config={config}
        item={open.item}
        deleting={remove.isPending}
        refusal={open.refusal}
        onClose={close}
        onConfirm={() => onDelete(open.item)}
      />
    );
  }

  return {
    config,
    list,
    dialog,
    create: () => setOpen({ dialog: 'form', item: null }),
    edit: (item: TaxonomyItem) => setOpen({ dialog: 'form', item }),
    confirmDelete: (item: TaxonomyItem) => setOpen({ dialog: 'delete', item, refusal: null }),
  };
}
