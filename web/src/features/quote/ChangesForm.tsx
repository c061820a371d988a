import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/form/Field';
import { TextArea } from '../../ui/form/controls';
import type { ChangesAnswer } from './answers';
import { CHANGE_MESSAGE_MAX, QUOTE_TEXT } from './quoteText';

/**
 * "Ask for changes": a message to the office about this version. What was typed stays on an
 * error; once sent, the owner shows the thanks.
 */
export function ChangesForm(props: {
  send: (message: string) => Promise<ChangesAnswer>;
  onSent: () => void;
  onClose: () => void;
}) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('message') as HTMLTextAreaElement;
    const text = message.trim();
    const invalid =
      text === ''
        ? QUOTE_TEXT.messageRequired
        : text.length > CHANGE_MESSAGE_MAX
          ? QUOTE_TEXT.messageTooLong
          : undefined;
    setError(invalid);
    setRefusal(null);
    if (invalid) {
      field.focus();
      return;
    }
    setBusy(true);
    const answer = await props.send(text);
    setBusy(false);
    if (answer.kind === 'sent') props.onSent();
    else setRefusal(answer.message);
  };

  return (
    <Form
      aria-labelledby="quote-changes-heading"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h3 id="quote-changes-heading">Ask for changes</h3>
      {refusal && <Alert tone="error">{refusal}</Alert>}
      <Field
        label="What would you like changed?"
        required
        error={error}
        count={{ value: message.length, max: CHANGE_MESSAGE_MAX }}
      >
        {(control) => (
          <TextArea
            {...control}
            name="message"
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            rows={4}
            // Opened by 'Ask for changes': focus goes where the homeowner asked to write.
            autoFocus
          />
        )}
      </Field>
      <Actions>
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending…' : 'Send to the office'}
        </Button>
        <Button type="button" $variant="ghost" onClick={props.onClose} disabled={busy}>
          Never mind
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
`;
