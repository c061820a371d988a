import { QUOTE_ESIGN_CONSENT } from '@altum/domain';
import type { FormEvent, Ref } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { Field, FieldError } from '../../ui/form/Field';
import { Input } from '../../ui/form/controls';

export interface AcceptErrors {
  option?: string;
  consent?: string;
  name?: string;
}

/**
 * Accepting: the e-sign consent (its text, a box to agree), the full name typed as a
 * signature, and the button. The option is chosen in the quote above (the same form's
 * radio group); this form's owner checks all three and calls the function.
 */
export function AcceptForm({
  consentRef,
  nameRef,
  ...props
}: {
  totalText: string | null;
  consent: boolean;
  onConsent: (agreed: boolean) => void;
  name: string;
  onName: (name: string) => void;
  errors: AcceptErrors;
  busy: boolean;
  onSubmit: () => void;
  consentRef: Ref<HTMLInputElement>;
  nameRef: Ref<HTMLInputElement>;
}) {
  const consentErrorId = 'quote-consent-error';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Form aria-labelledby="quote-accept-heading" onSubmit={submit} noValidate>
      <h3 id="quote-accept-heading">Accept this quote</h3>
      <Consent>
        <p id="quote-consent-text">{QUOTE_ESIGN_CONSENT.text}</p>
        <label>
          <input
            type="checkbox"
            ref={consentRef}
            checked={props.consent}
            onChange={(event) => props.onConsent(event.target.checked)}
            aria-describedby={
              props.errors.consent ? `quote-consent-text ${consentErrorId}` : 'quote-consent-text'
            }
            aria-invalid={props.errors.consent ? true : undefined}
          />
          <span>I agree to do business electronically</span>
        </label>
        {props.errors.consent && (
          <FieldError id={consentErrorId}>{props.errors.consent}</FieldError>
        )}
      </Consent>
      <Field
        label="Your full name"
        required
        hint="Typing your name signs the quote."
        error={props.errors.name}
      >
        {(control) => (
          <Input
            {...control}
            ref={nameRef}
            value={props.name}
            onChange={(event) => props.onName(event.target.value)}
            autoComplete="name"
            maxLength={200}
          />
        )}
      </Field>
      <Button type="submit" $size="lg" $block disabled={props.busy}>
        {props.busy
          ? 'Accepting…'
          : props.totalText
            ? `Accept quote: ${props.totalText}`
            : 'Accept quote'}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Consent = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]}px;
    min-height: 44px;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
  }
  input {
    flex: none;
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accentText};
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
