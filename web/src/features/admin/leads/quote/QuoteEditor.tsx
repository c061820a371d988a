import {
  QUOTE_NOTES_MAX,
  QUOTE_OPTION_LABEL_MAX,
  QUOTE_OPTION_TIERS,
  QUOTE_OPTIONS_MAX,
  validateQuoteVersion,
  type QuoteContent,
  type QuoteOptionTier,
} from '@altum/domain';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../../ui/Alert';
import { Button } from '../../../../ui/Button';
import { Dialog, DialogActions } from '../../../../ui/Dialog';
import { Field } from '../../../../ui/form/Field';
import { Input, Select, TextArea } from '../../../../ui/form/controls';
import { CardFormButtons, Muted } from '../card/styles';
import { DeductibleNotice } from './DeductibleNotice';
import {
  contentFromForm,
  emptyLine,
  formFromContent,
  newKey,
  nextTier,
  rekeyed,
  TIER_LABELS,
  unstorableFields,
  type OptionForm,
  type QuoteForm,
} from './editorModel';
import { clearQuoteForm, keepQuoteForm, readQuoteForm } from './keptQuoteForms';
import { LineItems, type LinesContext } from './LineItems';
import { safeTotals, TotalsList } from './QuoteView';

/**
 * A draft version, edited in place: line items, up to three options (good, better, best)
 * each with its own lines, notes, the valid-until day and the insurance-claim switch (which
 * adds the Texas deductible notice). Totals are the domain's (quoteTotals), messages the
 * domain's (validateQuoteVersion), each beside its field. 'Save draft' keeps work in
 * progress (offline too); 'Send' needs a valid version and the connection, and asks first.
 */
export function QuoteEditor({
  version,
  leadName,
  keptKey,
  initial,
  online,
  busy,
  onSave,
  onSend,
  onDelete,
  onClose,
}: {
  version: number;
  leadName: string;
  /** Where what is typed is kept on the device until it is saved (keptQuoteForms). */
  keptKey: string;
  initial: QuoteContent;
  online: boolean;
  /** A save, send or delete is under way. */
  busy: boolean;
  onSave: (content: QuoteContent) => void;
  /** Resolves once sent (true), or refused (false: the editor stays open). */
  onSend: (content: QuoteContent) => Promise<boolean>;
  /** For a stored draft: asks, then deletes it. */
  onDelete?: () => void;
  onClose: () => void;
}) {
  const opening = (): QuoteForm => {
    const start = formFromContent(initial);
    // A new quote starts with a line to fill in.
    return start.items.length === 0 && start.options.length === 0
      ? { ...start, items: [emptyLine()] }
      : start;
  };
  // What was typed here and not saved (a reload, a closed tab) comes back, said so.
  const [kept] = useState(() => readQuoteForm(keptKey));
  const [restored, setRestored] = useState(kept !== null);
  const [form, setForm] = useState<QuoteForm>(() => (kept ? rekeyed(kept) : opening()));
  // Kept only while it differs from what the editor opened with (a discard forgets it too).
  const [openedAs] = useState(() => JSON.stringify(contentFromForm(opening())));
  useEffect(() => {
    if (JSON.stringify(contentFromForm(form)) === openedAs) clearQuoteForm(keptKey);
    else keepQuoteForm(keptKey, form);
  }, [keptKey, form, openedAs]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Opened by a button that goes away (Write a quote, Revise, Edit): focus the first field.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[data-path]')?.focus();
  }, []);

  const content = useMemo(() => contentFromForm(form), [form]);
  const errors = useMemo(() => validateQuoteVersion(content), [content]);
  const totals = useMemo(() => safeTotals(content), [content]);
  const valid = Object.keys(errors).length === 0;
  const errorFor = (path: string) => (attempted || touched.has(path) ? errors[path] : undefined);

  // Focus asked for by a button (a moved, added or removed line): after the render shows it.
  const focusRequest = useRef<{ id: string; fallback?: string } | null>(null);
  useEffect(() => {
    const request = focusRequest.current;
    if (!request || !formRef.current) return;
    focusRequest.current = null;
    const find = (id: string) =>
      formRef.current?.querySelector<HTMLElement>(`[data-focus="${id}"]:not(:disabled)`);
    (find(request.id) ?? (request.fallback ? find(request.fallback) : null))?.focus();
  });
  const context: LinesContext = {
    errorFor,
    onTouch: (path) => setTouched((before) => new Set(before).add(path)),
    focusNext: (id, fallback) => {
      focusRequest.current = { id, fallback };
    },
  };

  /** Shows every message and takes focus to the first of `paths` on the page. */
  const pointAt = (paths: readonly string[]) => {
    setAttempted(true);
    const fields = formRef.current?.querySelectorAll<HTMLElement>('[data-path]') ?? [];
    const first = [...fields].find((field) => paths.includes(field.dataset['path'] ?? ''));
    first?.focus();
  };

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const unstorable = unstorableFields(content);
    if (unstorable.length > 0) return pointAt(unstorable);
    onSave(content);
    // From here Firestore keeps it (its queue and cache outlive a reload).
    clearQuoteForm(keptKey);
    setRestored(false);
  };

  const askToSend = () => {
    if (busy || !online) return;
    if (!valid) return pointAt(Object.keys(errors));
    setConfirming(true);
  };

  const setOption = (index: number, change: Partial<OptionForm>) =>
    setForm((before) => ({
      ...before,
      options: before.options.map((option, i) => (i === index ? { ...option, ...change } : option)),
    }));
  const addOption = () => {
    const tier = nextTier(form.options);
    if (!tier) return;
    const option: OptionForm = { key: newKey(), tier, label: '', items: [emptyLine()] };
    setForm((before) => ({ ...before, options: [...before.options, option] }));
    context.focusNext(`${option.key}-label`);
  };
  const removeOption = (index: number) => {
    setForm((before) => ({ ...before, options: before.options.filter((_, i) => i !== index) }));
    context.focusNext('add-option');
  };

  const sendHint = !online
    ? 'Sending needs a connection. Save draft works offline.'
    : !valid && attempted
      ? 'Fix the fields marked above to send.'
      : undefined;

  return (
    <Editor
      ref={formRef}
      onSubmit={save}
      aria-label={`Quote v${version} for ${leadName}, draft`}
      data-testid="quote-editor"
      noValidate
    >
      {restored ? (
        <Alert tone="info">
          <Restored>
            Restored what was typed on this device and not saved yet.
            <Button
              $size="sm"
              $variant="ghost"
              onClick={() => {
                clearQuoteForm(keptKey);
                setForm(opening());
                setRestored(false);
              }}
            >
              Discard it
            </Button>
          </Restored>
        </Alert>
      ) : null}
      <Part aria-labelledby={`quote-${version}-items`}>
        <h4 id={`quote-${version}-items`}>
          {form.options.length > 0 ? 'Common items (in every option)' : 'Line items'}
        </h4>
        <LineItems
          lines={form.items}
          path="items"
          name="Line"
          totals={totals?.lines ?? null}
          context={context}
          onChange={(items) => setForm((before) => ({ ...before, items }))}
        />
      </Part>

      {form.options.map((option, index) => {
        const name = `${TIER_LABELS[option.tier]} option`;
        return (
          <Part key={option.key} aria-label={name} data-testid="quote-option">
            <h4>{name}</h4>
            <OptionHead>
              <Field label="Tier" error={errorFor(`options.${index}.tier`)}>
                {(control) => (
                  <Select
                    {...control}
                    data-path={`options.${index}.tier`}
                    value={option.tier}
                    onChange={(event) =>
                      setOption(index, { tier: event.target.value as QuoteOptionTier })
                    }
                  >
                    {QUOTE_OPTION_TIERS.map((tier) => (
                      <option key={tier} value={tier}>
                        {TIER_LABELS[tier]}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field label="Option name" error={errorFor(`options.${index}.label`)}>
                {(control) => (
                  <Input
                    {...control}
                    data-path={`options.${index}.label`}
                    data-focus={`${option.key}-label`}
                    maxLength={QUOTE_OPTION_LABEL_MAX}
                    value={option.label}
                    placeholder="Architectural shingles"
                    onBlur={() => context.onTouch(`options.${index}.label`)}
                    onChange={(event) => setOption(index, { label: event.target.value })}
                  />
                )}
              </Field>
              <Button $size="sm" $variant="ghost" onClick={() => removeOption(index)}>
                Remove {name.toLowerCase()}
              </Button>
            </OptionHead>
            <LineItems
              lines={option.items}
              path={`options.${index}.items`}
              name={`${name}, line`}
              totals={totals?.options[index]?.lines ?? null}
              context={context}
              onChange={(items) => setOption(index, { items })}
            />
          </Part>
        );
      })}
      <Button
        $size="sm"
        $variant="ghost"
        data-focus="add-option"
        aria-disabled={form.options.length >= QUOTE_OPTIONS_MAX || undefined}
        onClick={addOption}
      >
        Add option (good, better, best)
      </Button>

      <Details>
        <Field label="Valid until" error={errorFor('validUntil')}>
          {(control) => (
            <Input
              {...control}
              type="date"
              data-path="validUntil"
              value={form.validUntil}
              onBlur={() => context.onTouch('validUntil')}
              onChange={(event) =>
                setForm((before) => ({ ...before, validUntil: event.target.value }))
              }
            />
          )}
        </Field>
        <Switch>
          <input
            type="checkbox"
            role="switch"
            checked={form.insuranceClaim}
            onChange={(event) =>
              setForm((before) => ({ ...before, insuranceClaim: event.target.checked }))
            }
          />
          Paid from an insurance claim
        </Switch>
      </Details>
      {form.insuranceClaim ? <DeductibleNotice /> : null}
      <Field label="Notes" count={{ value: form.notes.trim().length, max: QUOTE_NOTES_MAX }}>
        {(control) => (
          <TextArea
            {...control}
            rows={3}
            maxLength={QUOTE_NOTES_MAX}
            value={form.notes}
            onChange={(event) => setForm((before) => ({ ...before, notes: event.target.value }))}
          />
        )}
      </Field>

      <Part aria-labelledby={`quote-${version}-totals`}>
        <h4 id={`quote-${version}-totals`}>Totals</h4>
        <TotalsList totals={totals} />
      </Part>

      <CardFormButtons>
        <Button type="submit" $size="sm" aria-disabled={busy || undefined}>
          Save draft
        </Button>
        <Button
          $size="sm"
          $variant="secondary"
          aria-disabled={busy || !online || !valid || undefined}
          aria-describedby={sendHint ? `quote-${version}-send-hint` : undefined}
          onClick={askToSend}
        >
          Send
        </Button>
        {onDelete ? (
          <Button $size="sm" $variant="ghost" onClick={onDelete} aria-disabled={busy || undefined}>
            Delete draft
          </Button>
        ) : null}
        <Button $size="sm" $variant="ghost" onClick={onClose}>
          Close
        </Button>
      </CardFormButtons>
      {sendHint ? (
        <Muted as="p" id={`quote-${version}-send-hint`}>
          {sendHint}
        </Muted>
      ) : null}

      <Dialog
        open={confirming}
        onClose={() => (busy ? undefined : setConfirming(false))}
        title={`Send quote v${version} to ${leadName}?`}
        description="The homeowner gets an e-mail with a link to their request page. A sent version cannot be changed: to change it later, revise it."
      >
        <DialogActions>
          <Button $size="sm" $variant="ghost" disabled={busy} onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            $size="sm"
            disabled={busy}
            onClick={() =>
              void onSend(content).then((sent) => {
                if (sent) clearQuoteForm(keptKey);
                else setConfirming(false);
              })
            }
          >
            {busy ? 'Sending...' : 'Send quote'}
          </Button>
        </DialogActions>
      </Dialog>
    </Editor>
  );
}

const Editor = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  > button {
    align-self: flex-start;
  }
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Restored = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Part = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const OptionHead = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: end;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: 9rem minmax(0, 1fr) auto;
  }
`;

const Details = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const Switch = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 44px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  input {
    flex: none;
    width: 20px;
    height: 20px;
  }
`;
