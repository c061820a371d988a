import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError } from '../../ui/form/Field';

export { Input, Select, TextArea } from '../../ui/form/controls';

/** One labelled control with its error, in the product's destructive style. */
export function LeadField(props: {
  id: string;
  label: string;
  /** Shows the asterisk. Timeline is required but deliberately unmarked (it always has a sensible choice). */
  marked?: boolean;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <FieldBox>
      <Label htmlFor={props.id}>
        {props.label}
        {props.marked && <Asterisk aria-hidden="true"> *</Asterisk>}
      </Label>
      {props.children}
      {props.error && (
        <FieldError id={`${props.id}-error`} role="alert">
          {props.error}
        </FieldError>
      )}
    </FieldBox>
  );
}

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Asterisk = styled.span`
  color: ${({ theme }) => theme.colors.destructive};
`;

/** A select's choices: an empty first entry that asks for a choice, then the options. */
export function Options(props: {
  placeholder: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <>
      <option value="">{props.placeholder}</option>
      {props.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
