import { formatUsd, QUOTE_ITEMS_MAX, type QuoteLineTotal } from '@altum/domain';
import styled from 'styled-components';
import { Button } from '../../../../ui/Button';
import { Field, FieldError } from '../../../../ui/form/Field';
import { Input } from '../../../../ui/form/controls';
import { emptyLine, moved, type LineForm } from './editorModel';

/** What a list of lines needs from the editor: messages, and where focus goes next. */
export interface LinesContext {
  /** The message to show for a field path ('items.0.quantity'), if it is shown yet. */
  errorFor: (path: string) => string | undefined;
  /** A field was left: its message may show from now on. */
  onTouch: (path: string) => void;
  /** Ask for focus on `[data-focus=id]` after the next render. */
  focusNext: (id: string, fallback?: string) => void;
}

type LineField = 'description' | 'quantity' | 'unit' | 'price';

/**
 * One list of line items (the common items, or an option's), edited in place: add, remove and
 * move each line with buttons, so it all works by keyboard; each line's total from quoteTotals.
 */
export function LineItems({
  lines,
  path,
  name,
  totals,
  context,
  onChange,
}: {
  lines: LineForm[];
  /** 'items' or 'options.1.items', as validateQuoteVersion names the list. */
  path: string;
  /** How the lines are announced: 'Line 2' or 'Good option, line 2'. */
  name: string;
  /** This list's priced lines, or null while some number cannot be priced. */
  totals: QuoteLineTotal[] | null;
  context: LinesContext;
  onChange: (lines: LineForm[]) => void;
}) {
  const listError = context.errorFor(path);
  const listErrorId = `${path}-error-${lines[0]?.key ?? 'empty'}`;
  const update = (index: number, field: LineField, value: string) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, [field]: value } : line)));
  const move = (index: number, to: number, action: 'up' | 'down') => {
    const line = lines[index];
    if (!line || to < 0 || to >= lines.length) return;
    onChange(moved(lines, index, to));
    // The button pressed, on the line where it went; at an end, its other move button.
    const other = action === 'up' ? 'down' : 'up';
    context.focusNext(`${line.key}-${action}`, `${line.key}-${other}`);
  };
  const remove = (index: number) => {
    const after = lines[index + 1] ?? lines[index - 1];
    onChange(lines.filter((_, i) => i !== index));
    context.focusNext(after ? `${after.key}-description` : `${path}-add`);
  };
  const add = () => {
    const line = emptyLine();
    onChange([...lines, line]);
    context.focusNext(`${line.key}-description`);
  };

  return (
    <Lines>
      {lines.length > 0 ? (
        <ol>
          {lines.map((line, index) => {
            const at = `${path}.${index}`;
            const label = `${name} ${index + 1}`;
            const total = totals?.[index]?.totalCents;
            const field = (key: LineField, pathKey: string = key) => ({
              'data-path': `${at}.${pathKey}`,
              'data-focus': `${line.key}-${key}`,
              onBlur: () => context.onTouch(`${at}.${pathKey}`),
            });
            return (
              <Line key={line.key} aria-label={label}>
                <Description>
                  <Field label="Description" error={context.errorFor(`${at}.description`)}>
                    {(control) => (
                      <Input
                        {...control}
                        {...field('description')}
                        value={line.description}
                        onChange={(event) => update(index, 'description', event.target.value)}
                      />
                    )}
                  </Field>
                </Description>
                <Field label="Quantity" error={context.errorFor(`${at}.quantity`)}>
                  {(control) => (
                    <Input
                      {...control}
                      {...field('quantity')}
                      inputMode="decimal"
                      value={line.quantity}
                      onChange={(event) => update(index, 'quantity', event.target.value)}
                    />
                  )}
                </Field>
                <Field label="Unit" error={context.errorFor(`${at}.unit`)}>
                  {(control) => (
                    <Input
                      {...control}
                      {...field('unit')}
                      value={line.unit}
                      placeholder="square"
                      onChange={(event) => update(index, 'unit', event.target.value)}
                    />
                  )}
                </Field>
                <Field label="Unit price ($)" error={context.errorFor(`${at}.unitPriceCents`)}>
                  {(control) => (
                    <Input
                      {...control}
                      {...field('price', 'unitPriceCents')}
                      inputMode="decimal"
                      value={line.price}
                      onChange={(event) => update(index, 'price', event.target.value)}
                    />
                  )}
                </Field>
                <LineTotal>
                  <span>Line total</span>
                  <span data-testid="line-total">
                    {total === undefined ? '—' : formatUsd(total)}
                  </span>
                </LineTotal>
                <LineActions>
                  <Button
                    $size="sm"
                    $variant="ghost"
                    aria-label={`Move ${label.toLowerCase()} up`}
                    data-focus={`${line.key}-up`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1, 'up')}
                  >
                    Up
                  </Button>
                  <Button
                    $size="sm"
                    $variant="ghost"
                    aria-label={`Move ${label.toLowerCase()} down`}
                    data-focus={`${line.key}-down`}
                    disabled={index === lines.length - 1}
                    onClick={() => move(index, index + 1, 'down')}
                  >
                    Down
                  </Button>
                  <Button
                    $size="sm"
                    $variant="ghost"
                    aria-label={`Remove ${label.toLowerCase()}`}
                    onClick={() => remove(index)}
                  >
                    Remove
                  </Button>
                </LineActions>
              </Line>
            );
          })}
        </ol>
      ) : null}
      <Button
        $size="sm"
        $variant="ghost"
        data-path={path}
        data-focus={`${path}-add`}
        aria-describedby={listError ? listErrorId : undefined}
        aria-disabled={lines.length >= QUOTE_ITEMS_MAX || undefined}
        onClick={() => (lines.length >= QUOTE_ITEMS_MAX ? undefined : add())}
      >
        Add line{name === 'Line' ? '' : ` to ${name.replace(/, line$/, '')}`}
      </Button>
      {listError ? <FieldError id={listErrorId}>{listError}</FieldError> : null}
    </Lines>
  );
}

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  > button {
    align-self: flex-start;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]}px;
  }
`;

const Line = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: start;
  padding: ${({ theme }) => theme.space[2]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns:
      minmax(0, 3fr) minmax(5rem, 1fr) minmax(5rem, 1fr) minmax(7rem, 1.2fr)
      7rem auto;
  }
  input {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Description = styled.div`
  grid-column: 1 / -1;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-column: auto;
  }
`;

const LineTotal = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  /* Plain text, not <output>: a live region per line would announce every keystroke. */
  span:first-child {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  span + span {
    min-height: 44px;
    display: flex;
    align-items: center;
    font-variant-numeric: tabular-nums;
  }
`;

const LineActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  grid-column: 1 / -1;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-column: auto;
    align-self: end;
  }
  button {
    padding: 0 ${({ theme }) => theme.space[2]}px;
  }
`;
