/**
 * Inlined, beside inline.ts, only into a page that has a form only the app can send (the lead
 * form, marked data-sent-by-app): the browser never sends it itself. A submit before the app
 * is there is held, with its time, for the form to send once hydrated
 * (features/lead/LeadForm.tsx, which clears the note). The press or key that submitted was
 * the visitor's input, which already fetched the page loader (inline.ts). Pages without the
 * form do not carry these bytes: each page's HTML is meant to fit a connection's first round
 * trip.
 */
addEventListener(
  'submit',
  (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.hasAttribute('data-sent-by-app')) return;
    event.preventDefault();
    form.setAttribute('data-submitted-at', String(performance.now()));
  },
  true,
);

export {};
