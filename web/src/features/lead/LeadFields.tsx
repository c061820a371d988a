import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

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

export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.destructive};
`;

const control = css`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.destructive};
    background: ${({ theme }) => theme.colors.destructiveSoft};
  }
`;

export const Input = styled.input`
  ${control}
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

export const Select = styled.select`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  min-height: 112px;
  resize: vertical;
`;
