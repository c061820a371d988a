import { useEffect, useRef } from 'react';

/**
 * Brings the lead a URL opens at into view and focus, once it is listed (the list arrives
 * after the page), and once per lead: later snapshots do not pull the page back.
 */
export function useOpenAtLead(leadId: string | undefined) {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!leadId || done.current === leadId) return;
    const card = document.getElementById(`lead-${leadId}`);
    if (!card) return;
    done.current = leadId;
    card.scrollIntoView({ block: 'start' });
    card.focus({ preventScroll: true });
  }, [leadId]);
}
