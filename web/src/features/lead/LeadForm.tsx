import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import styled from 'styled-components';
import {
  EMPTY_LEAD_INPUT,
  isQuietSpam,
  SERVICE_OPTIONS,
  suspectedSpamReason,
  TIMELINE_OPTIONS,
  leadSchema,
  type Lead,
  type LeadInput,
  type SuspectedSpamReason,
} from '@altum/domain';
import { Button } from '../../ui/Button';
import { LeadField, Input, Options, Select, TextArea } from './LeadFields';
import { LEAD_TOASTS, queuedWithPhotos } from './leadMessages';
import { PhotoSlot, type PhotoPicks } from './PhotoSlot';
import { showToast } from '../../ui/toast/toast';
import { leadSteps, preloadLeadData, preloadPhotoSteps } from './queries';
import { sendLead, type LeadSteps } from './sendLead';
import type { SaveResult } from './data/saveLead';
import { rememberRequest, WindowSlot, type WindowChoice } from '../booking';

export { MIN_FILL_TIME_MS } from '@altum/domain';

/** A field people never see; a bot filling it gives itself away. */
const HONEYPOT_NAME = 'website';

/**
 * The page's inline script (app/pageLoader/inline.ts) holds back the submit of a form marked
 * data-sent-by-app, so the browser does not send it away as a plain form, and notes when it
 * happened (performance.now(), ms) in this attribute; the form sends it once it has hydrated.
 */
const HELD_SUBMIT_ATTRIBUTE = 'data-submitted-at';

function honeypotFilled(form: HTMLFormElement) {
  const trap = form.elements.namedItem(HONEYPOT_NAME);
  return trap instanceof HTMLInputElement && trap.value !== '';
}

export interface LeadFormProps {
  /** How a lead is saved; tests pass their own, the site uses Firestore. */
  steps?: LeadSteps;
  /** Offers inspection windows once the app has started (/book-inspection). */
  windows?: boolean;
}

export function LeadForm({ steps = leadSteps, windows = false }: LeadFormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset: resetFields,
    formState: { errors, isSubmitting },
  } = useForm<LeadInput, unknown, Lead>({
    resolver: valibotResolver(leadSchema),
    defaultValues: EMPTY_LEAD_INPUT,
  });

  // Fetch the Firebase code on the first touch of the form, while the device is online,
  // so a submit made after the connection drops can still be kept on the device.
  const preloaded = useRef(false);
  const preloadFirebase = () => {
    if (preloaded.current || steps !== leadSteps) return;
    preloaded.current = true;
    void preloadLeadData().catch(() => {
      preloaded.current = false;
    });
  };

  // The photo control, once it has loaded (PhotoSlot.tsx); the form works without it.
  const photos = useRef<PhotoPicks | null>(null);
  const bindPhotos = useCallback((picks: PhotoPicks | null) => {
    photos.current = picks;
    if (picks) void preloadPhotoSteps().catch(() => undefined);
  }, []);

  // The window picker, once it has loaded (inspection/WindowSlot.tsx); the form works without it.
  const windowChoice = useRef<WindowChoice | null>(null);
  const bindWindows = useCallback((choice: WindowChoice | null) => {
    windowChoice.current = choice;
  }, []);
  // A window filled meanwhile: the request is sent, and the form keeps what was typed (without
  // its button, so it is not sent twice) until the thank-you step settles a time.
  const [heldForTime, setHeldForTime] = useState(false);
  const resetForTime = useCallback(() => {
    setHeldForTime(false);
    resetFields();
  }, [resetFields]);

  const deliver = async (lead: Lead, suspected: SuspectedSpamReason | null, at: number) => {
    const picks = photos.current;
    const taken = (await picks?.take()) ?? [];
    let settled: Promise<'reset' | 'keep'> = Promise.resolve('reset');
    const onSaved = (saved: SaveResult) => {
      // The device remembers what it sent: the home page's card and the request page.
      rememberRequest({
        id: saved.leadId,
        sentAt: Date.now(),
        service: lead.service,
        address: lead.address,
        photoCount: taken.length,
      });
      const choice = windowChoice.current;
      if (!choice) return;
      settled = choice
        .sent({
          leadId: saved.leadId,
          queued: saved.kind === 'queued',
          ...(saved.kind === 'queued' ? { delivered: saved.delivered } : {}),
          quiet: isQuietSpam(suspected),
        })
        .catch((error: unknown) => {
          console.error('Booking the window failed', error);
          return 'reset' as const;
        });
    };
    const outcome = await sendLead(lead, steps, suspected, at, taken, onSaved);
    const keep = (await settled) === 'keep';
    if (keep) setHeldForTime(true);
    const reset = () => {
      if (!keep) resetFields();
    };
    if (outcome.kind === 'saveFailed') picks?.release();
    switch (outcome.kind) {
      case 'sent':
        showToast('success', LEAD_TOASTS.sent);
        reset();
        break;
      case 'emailFailed':
        showToast('warning', LEAD_TOASTS.emailFailed);
        reset();
        break;
      case 'confirmationLate':
        showToast('success', LEAD_TOASTS.confirmationLate);
        reset();
        // The final state, if the receipt arrives while the page is open.
        void outcome.settled.then((status) =>
          status === 'sent'
            ? showToast('success', LEAD_TOASTS.sent)
            : showToast('warning', LEAD_TOASTS.emailFailed),
        );
        break;
      case 'queued':
        showToast(
          'info',
          outcome.photos > 0 ? queuedWithPhotos(outcome.photos) : LEAD_TOASTS.queued,
        );
        reset();
        outcome.delivered.then(
          () => showToast('success', LEAD_TOASTS.sent),
          () => showToast('error', LEAD_TOASTS.saveFailed),
        );
        break;
      case 'saveFailed':
        console.error('Saving the lead failed', outcome.error);
        showToast('error', LEAD_TOASTS.saveFailed);
        break;
    }
  };

  /**
   * Timed from the page's load, not the form's mount: the app may start (and mount the form)
   * long after a person began typing into the server's HTML, or autofill filled it. `at` is
   * when the submit happened, on the page's clock (performance.now()).
   */
  const submit = (form: HTMLFormElement, at: number, event?: FormEvent<HTMLFormElement>) => {
    const suspected = suspectedSpamReason({
      honeypotFilled: honeypotFilled(form),
      msSincePageLoad: at,
    });
    // A suspect lead is still saved, marked, and listed apart for staff: never dropped.
    void handleSubmit((lead) => deliver(lead, suspected, at))(event);
  };

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The inline script noted this submit too; the app has it, so nothing is held.
    event.currentTarget.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
    submit(event.currentTarget, performance.now(), event);
  };

  /*
   * Once hydrated: a field focused before the app started fetches Firebase as a first focus
   * would, and a submit the page held back while the app was starting is sent now (or told
   * what is missing), timed from when the visitor pressed the button.
   */
  const formRef = useRef<HTMLFormElement>(null);
  const takeOver = useEffectEvent((form: HTMLFormElement) => {
    if (form.contains(document.activeElement)) preloadFirebase();
    const held = form.getAttribute(HELD_SUBMIT_ATTRIBUTE);
    if (held === null) return;
    form.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
    const at = Number(held);
    submit(form, Number.isFinite(at) ? at : 0);
  });
  useEffect(() => {
    if (formRef.current) takeOver(formRef.current);
  }, []);

  const fieldId = (name: FieldPath<LeadInput>) => `${id}-${name}`;
  const describe = (name: FieldPath<LeadInput>) => ({
    id: fieldId(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${fieldId(name)}-error` : undefined,
  });

  // Its toasts show in the public layout's toaster (LeadNotifications).
  return (
    <Form
      ref={formRef}
      data-sent-by-app=""
      // Only the app sends it; should a browser ever submit it itself (scripts off), POST
      // keeps a homeowner's details out of the address bar, history and server logs.
      method="post"
      // The inline script may have noted a held submit on it (data-submitted-at) before
      // hydration: expected, and read once hydrated.
      suppressHydrationWarning
      onSubmit={onFormSubmit}
      onFocusCapture={preloadFirebase}
      noValidate
      aria-label="Free estimate request"
    >
      <LeadField id={fieldId('name')} label="Full Name" marked error={errors.name?.message}>
        <Input
          {...describe('name')}
          {...register('name')}
          autoComplete="name"
          aria-required="true"
          placeholder="John Smith"
        />
      </LeadField>
      <Row>
        <LeadField id={fieldId('phone')} label="Phone" marked error={errors.phone?.message}>
          <Input
            {...describe('phone')}
            {...register('phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            aria-required="true"
            placeholder="(713) 555-0123"
          />
        </LeadField>
        <LeadField id={fieldId('email')} label="Email" marked error={errors.email?.message}>
          <Input
            {...describe('email')}
            {...register('email')}
            type="email"
            autoComplete="email"
            aria-required="true"
            placeholder="you@example.com"
          />
        </LeadField>
      </Row>
      <LeadField
        id={fieldId('address')}
        label="Property Address"
        marked
        error={errors.address?.message}
      >
        <Input
          {...describe('address')}
          {...register('address')}
          // street-address is valid only on a multi-line control; one line takes the street.
          autoComplete="address-line1"
          aria-required="true"
          placeholder="123 Main St, Houston, TX 77001"
        />
      </LeadField>
      <Row>
        <LeadField
          id={fieldId('service')}
          label="Service Needed"
          marked
          error={errors.service?.message}
        >
          <Select {...describe('service')} {...register('service')} aria-required="true">
            <Options placeholder="Select a service" options={SERVICE_OPTIONS} />
          </Select>
        </LeadField>
        <LeadField id={fieldId('timeline')} label="Timeline" error={errors.timeline?.message}>
          <Select {...describe('timeline')} {...register('timeline')} aria-required="true">
            <Options placeholder="Select a timeline" options={TIMELINE_OPTIONS} />
          </Select>
        </LeadField>
      </Row>
      <LeadField id={fieldId('details')} label="Additional Details" error={errors.details?.message}>
        <TextArea
          {...describe('details')}
          {...register('details')}
          rows={4}
          placeholder="Tell us about your roof: leaks, storm damage, age, anything we should know."
        />
      </LeadField>
      <PhotoSlot bind={bindPhotos} />
      {windows && <WindowSlot bind={bindWindows} resetForm={resetForTime} />}
      {/* Honeypot: hidden from people and assistive technology; bots fill every field. */}
      <Honeypot aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input
          id={`${id}-website`}
          name={HONEYPOT_NAME}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </Honeypot>
      {!heldForTime && (
        <Button type="submit" $size="lg" $block disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Get My Free Estimate'}
        </Button>
      )}
      <Note>
        Your information is secure. We&apos;ll contact you the same day, typically within the same
        hour.
      </Note>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const Note = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
