import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const LabelRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Asterisk = styled.span`
  color: ${({ theme }) => theme.colors.destructive};
`;

const Counter = styled.span<{ $over: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $over }) => ($over ? theme.colors.destructive : theme.colors.textMuted)};
  font-variant-numeric: tabular-nums;
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.destructive};
`;

/** What a control needs to be wired to its label, hint and error. Spread it onto the control. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/**
 * One labelled form control with an optional hint, character counter and error. The control is
 * rendered by `children(control)`, which receives the id and ARIA links, so an error is always
 * announced with its field and a screen reader hears the limit.
 */
export function Field(props: {
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  /** Shows "12/160" beside the label. */
  count?: { value: number; max: number };
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const counterId = `${id}-count`;
  const describedBy =
    [props.hint ? hintId : null, props.count ? counterId : null, props.error ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const control: ControlProps = {
    id,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(props.error ? { 'aria-invalid': true as const } : {}),
    ...(props.required ? { 'aria-required': true as const } : {}),
  };
  return (
    <FieldBox>
      <LabelRow>
        <Label htmlFor={id}>
          {props.label}
          {props.required ? <Asterisk aria-hidden="true"> *</Asterisk> : null}
        </Label>
        {props.count ? (
          <Counter id={counterId} $over={props.count.value > props.count.max}>
            {props.count.value}/{props.count.max}
          </Counter>
        ) : null}
      </LabelRow>
      {props.children(control)}
      {props.hint ? <Hint id={hintId}>{props.hint}</Hint> : null}
      {props.error ? <FieldError id={errorId}>{props.error}</FieldError> : null}
    </FieldBox>
  );
}
