/**
 * Tooltips for the admin's icon-only buttons and truncated text, on the Popover API (the
 * browser puts the tip in the top layer, above dialogs and tables, with no portal). As WCAG
 * 1.4.13 asks: a tip opens TOOLTIP_DELAY_MS after the pointer arrives and at once on keyboard
 * focus, stays while the pointer is over the trigger or the tip itself, and closes on Escape
 * without moving focus. Touch shows none (a tap is a press, not a hover).
 */
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';

/** The spec's tooltip delay: how long the pointer rests on a trigger before its tip opens. */
export const TOOLTIP_DELAY_MS = 700;
/** Time to cross the gap from the trigger to the tip before it closes (hoverable). */
const LEAVE_GRACE_MS = 150;
const GAP_PX = 6;

const Tip = styled.span`
  /* The browser's popover box is centred and bordered: placed by hand instead. */
  position: fixed;
  inset: auto;
  margin: 0;
  max-width: min(320px, calc(100vw - 16px));
  padding: 6px 10px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInk};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 500;
  line-height: 1.4;
  overflow-wrap: anywhere;
  box-shadow: 0 4px 12px rgb(0 0 0 / 0.2);
`;

export interface TriggerProps {
  ref: (element: HTMLElement | null) => void;
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave: () => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: () => void;
  'aria-labelledby'?: string;
}

interface TooltipProps {
  /** The tip's text. */
  content: string;
  /**
   * 'label' (an icon-only control): the tip is the control's accessible name. 'extra' (text
   * that may be cut off): the full text is already in the page, so the tip only shows it.
   */
  kind: 'label' | 'extra';
  /** Whether the tip may open now (a truncated text's tip only when it is cut off). */
  enabled?: () => boolean;
  children: (trigger: TriggerProps) => ReactNode;
}

export function Tooltip({ content, kind, enabled, children }: TooltipProps) {
  const id = useId();
  const trigger = useRef<HTMLElement | null>(null);
  const tip = useRef<HTMLSpanElement>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [open, setOpen] = useState(false);

  const clearTimers = () => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
  };
  const show = useCallback(() => {
    clearTimers();
    if (enabled && !enabled()) return;
    setOpen(true);
  }, [enabled]);
  const hide = useCallback(() => {
    clearTimers();
    setOpen(false);
  }, []);
  const hideSoon = () => {
    clearTimeout(openTimer.current);
    closeTimer.current = setTimeout(hide, LEAVE_GRACE_MS);
  };

  useEffect(() => () => clearTimers(), []);

  // Shown in the top layer, then placed above the trigger (below it if there is no room).
  useLayoutEffect(() => {
    const element = tip.current;
    if (!element || !trigger.current) return;
    if (!open) {
      if (element.matches(':popover-open')) element.hidePopover();
      return;
    }
    if (!element.matches(':popover-open')) element.showPopover();
    const anchor = trigger.current.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    const above = anchor.top - box.height - GAP_PX;
    const top = above >= 0 ? above : anchor.bottom + GAP_PX;
    const centred = anchor.left + anchor.width / 2 - box.width / 2;
    const left = Math.min(Math.max(8, centred), window.innerWidth - box.width - 8);
    element.style.top = `${top}px`;
    element.style.left = `${left}px`;
  }, [open]);

  // Escape dismisses the tip wherever focus is, and leaves focus where it was.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, hide]);

  const triggerProps: TriggerProps = {
    ref: (element) => {
      trigger.current = element;
    },
    onPointerEnter: (event) => {
      if (event.pointerType === 'touch') return;
      clearTimeout(closeTimer.current);
      if (open) return;
      openTimer.current = setTimeout(show, TOOLTIP_DELAY_MS);
    },
    onPointerLeave: hideSoon,
    onFocus: (event) => {
      // Keyboard focus only: a click also focuses, and its pointer has its own delay.
      if (event.currentTarget.matches(':focus-visible')) show();
    },
    onBlur: hide,
    ...(kind === 'label' ? { 'aria-labelledby': id } : {}),
  };

  return (
    <>
      {/* The render prop only attaches these handlers: they read refs on events, not here. */}
      {/* eslint-disable-next-line react-hooks/refs */}
      {children(triggerProps)}
      <Tip
        ref={tip}
        id={id}
        role="tooltip"
        popover="manual"
        // The trigger already names the text when it is only cut off: not read twice.
        aria-hidden={kind === 'extra' ? true : undefined}
        onPointerEnter={() => clearTimeout(closeTimer.current)}
        onPointerLeave={hideSoon}
      >
        {/* A label must be in the page to name its control; an extra tip's text is only
            there while shown, so the page does not hold the cut-off text twice. */}
        {kind === 'label' || open ? content : null}
      </Tip>
    </>
  );
}

const Clipped = styled.span`
  display: block;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/**
 * Text on one line, cut off with an ellipsis where it does not fit; its tip shows the whole
 * text. Focusable (to show the tip by keyboard) only while it is cut off.
 */
export function TruncatedText({ text, className }: { text: string; className?: string }) {
  const element = useRef<HTMLElement | null>(null);
  const [cut, setCut] = useState(false);
  const isCut = useCallback(() => {
    const node = element.current;
    return Boolean(node && node.scrollWidth > node.clientWidth);
  }, []);
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const observer = new ResizeObserver(() => setCut(isCut()));
    observer.observe(node);
    return () => observer.disconnect();
  }, [isCut]);
  return (
    <Tooltip content={text} kind="extra" enabled={isCut}>
      {({ ref, ...handlers }) => (
        <Clipped
          ref={(node: HTMLElement | null) => {
            element.current = node;
            ref(node);
          }}
          className={className}
          tabIndex={cut ? 0 : undefined}
          {...handlers}
        >
          {text}
        </Clipped>
      )}
    </Tooltip>
  );
}
