/**
 * Every screen the outside checkers (axe, the Nu HTML checker) look at. A new screen is
 * checked by adding it here.
 */
import { dateToZonedInput } from '@altum/domain';
import { publicPagePaths } from '../../../web/src/content/publicPages';

export interface CheckedRoute {
  path: string;
  /** Text that shows once the page's data has arrived (the checkers judge the finished page). */
  ready?: string | RegExp;
  /** The page runs no script (it never turns interactive): judge it as served. */
  static?: boolean;
  /**
   * A dialog of the screen, checked open: the button that opens it (by its accessible name)
   * and the dialog's title; `press` names a button in the dialog to press first (to check
   * the dialog showing its errors).
   */
  dialog?: { opener: string; title: string; press?: string; ready?: string | RegExp };
  /** An icon-only button (by its name) whose tooltip is checked open, shown by keyboard focus. */
  tooltip?: string;
  /**
   * A panel of the screen shown by a button (by its accessible name); `choose` names, by test
   * id, a control in it to press next (its first); `ready` is text the panel then shows.
   */
  panel?: { opener: string; choose?: string; ready: string };
  /** A screen or dialog only admins have (a writer is not offered it): checked as admin only. */
  adminOnly?: boolean;
  /**
   * The lead form with photos attached (tests/e2e/support/photoFixtures.ts): two ready to send and
   * one the browser cannot read, with its message.
   */
  photos?: boolean;
  /** Said in the check's title, where a path is checked again in a state of its own. */
  note?: string;
}

const HOUR_MS = 3_600_000;
// The checked lead's times, relative to the run: its follow-up is due whatever the day.
const checkedAt = Date.now();

/**
 * A lead the staff checks write before they run (no seed data has leads), so the inbox is
 * checked with a card on it and its delete dialog can open.
 */
export const CHECKED_LEAD = {
  id: 'checkedRoutesLead000001',
  data: {
    name: 'Checked Homeowner',
    email: 'checked-homeowner@example.com',
    phone: '(281) 555-0100',
    address: '9 Elm St, Humble, TX',
    service: 'general-inspection',
    timeline: 'month',
    message: 'Roof is 18 years old.\nSome granules in the gutters.',
    source: {
      page: '/blog/houston-roof-inspection-checklist',
      referrer: 'https://www.google.com/',
      utmSource: 'newsletter',
      utmCampaign: 'spring',
    },
    delivery: { status: 'sent', notification: 'sent', confirmation: 'skipped' },
    // A worked lead: sent fast (marked, not apart), owned, two tries, a follow-up due, and an
    // earlier request from the same homeowner.
    suspectedSpam: 'too-fast',
    ownerId: 'checkedRoutesOwner',
    ownerName: 'Sam Staff',
    attempts: [
      {
        kind: 'no-answer',
        at: new Date(checkedAt - 3 * HOUR_MS),
        byUid: 'x',
        byName: 'Sam Staff',
        note: '',
      },
      {
        kind: 'voicemail',
        at: new Date(checkedAt - 2 * HOUR_MS),
        byUid: 'x',
        byName: 'Sam Staff',
        note: 'Left the office number.',
      },
    ],
    attemptCount: 2,
    followUpAt: new Date(checkedAt - HOUR_MS),
    relatedLeads: [
      { id: 'checkedRoutesLead000002', createdAt: new Date(checkedAt - 47 * 24 * HOUR_MS) },
    ],
    // With three photos: the checks store their copies and the `photos` map.
    photoCount: 3,
  },
} as const;

/**
 * A request the public checks write, and book, before they run: its page shows the booked
 * window with Reschedule and Cancel.
 */
// 20 characters, as the SDK's ids and the booking callables' check (LEAD_ID_PATTERN).
export const CHECKED_REQUEST_ID = 'checkedRequest000001';

/**
 * The checked lead's inspection: booked a few hours from `now`, so the agenda lists it and its
 * card shows the booking. The booking and the lead's copy of it are written directly: the
 * public availability does not change.
 */
export function checkedBooking(now: Date) {
  // At half past: never a real window of the stack's schedule (they start on the hour), so no
  // slot is ever counted for it, not even when the lead goes.
  const start = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000 + 2.5 * 3_600_000);
  const end = new Date(start.getTime() + 2 * 3_600_000);
  return { windowId: dateToZonedInput(start), start, end, status: 'booked' as const };
}

/**
 * Public screens that read only what every visitor reads (prerendered pages, published posts):
 * checked beside the other specs (a11y-content.spec.ts), with the view counter's request cut.
 */
export const contentRoutes: readonly CheckedRoute[] = [
  ...publicPagePaths.map((path) => ({ path })),
  { path: '/blog', ready: 'Read Article' },
  // A post in the default layout, then the two with layouts of their own.
  { path: '/blog/houston-hail-season-roof-guide', ready: 'Related Articles' },
  // Formatted posts (Markdown): numbered lists and links; a table and h3 subheadings.
  { path: '/blog/signs-of-a-roof-leak', ready: 'Related Articles' },
  { path: '/blog/best-shingles-for-houston-heat-and-storms', ready: 'Related Articles' },
  {
    path: '/blog/houston-roof-inspection-checklist',
    ready: 'The Houston Homeowner’s Roof Inspection Checklist',
  },
  {
    path: '/blog/roof-replacement-day-by-day',
    ready: 'What a Roof Replacement Looks Like, Day by Day',
  },
  { path: '/blog/category/storm-damage', ready: 'Back to All Posts' },
  { path: '/blog/no-such-article', ready: 'Article Not Found' },
  { path: '/no-such-page', ready: 'Oops! Page not found', static: true },
  { path: '/admin/login', ready: 'Sign in with Google' },
  // What the service worker shows, offline, for a page that needs the network.
  { path: '/offline', ready: 'You’re offline', static: true },
  // The local stack's in-page Google account chooser.
  {
    path: '/admin/login',
    ready: 'Sign in with Google',
    dialog: { opener: 'Sign in with Google', title: 'Choose an account' },
  },
];

/** Public screens with a request's own data (a booked request) or the live availability. */
export const requestRoutes: readonly CheckedRoute[] = [
  // The lead form's photo control, with photos attached and one it cannot read.
  { path: '/book-inspection', photos: true },
  // Booking: the window picker once the app has started, and the request page: booked
  // (Reschedule open; Cancel's confirmation open), unknown, and none on this device.
  {
    path: '/book-inspection',
    ready: 'Pick a time for your free inspection (optional)',
    note: 'with the window picker',
  },
  // (With a quote sent: its options, the accept form and the deductible notice.)
  { path: `/request/${CHECKED_REQUEST_ID}`, ready: 'Included with every option' },
  {
    path: `/request/${CHECKED_REQUEST_ID}`,
    ready: 'Included with every option',
    panel: { opener: 'Reschedule', ready: 'Pick a new time' },
  },
  {
    path: `/request/${CHECKED_REQUEST_ID}`,
    ready: 'Included with every option',
    dialog: { opener: 'Cancel inspection', title: 'Cancel this inspection?' },
  },
  { path: '/request/noSuchRequest000000001', ready: 'Request not found' },
  { path: '/request/mine', ready: 'This device has not sent a request yet.' },
];

/** Screens behind the access gate, checked signed in as an admin and as a writer. */
export const staffRoutes: readonly CheckedRoute[] = [
  { path: '/admin/dashboard', ready: 'Recent Posts' },
  { path: '/admin/blog/posts' },
  { path: '/admin/blog/posts/new' },
  // The content field's formatting toolbar is on the screen above; its help and its image
  // picker, open.
  {
    path: '/admin/blog/posts/new',
    dialog: { opener: 'Keyboard shortcuts', title: 'Keyboard shortcuts and formatting' },
  },
  {
    path: '/admin/blog/posts/new',
    dialog: { opener: 'Image from the library', title: 'Insert an image', ready: 'checklist.png' },
  },
  { path: '/admin/blog/posts/seed-houston-roof-inspection-checklist/edit', ready: 'Edit Post' },
  {
    path: '/admin/blog/posts/seed-houston-roof-inspection-checklist/edit',
    ready: 'Edit Post',
    dialog: {
      opener: 'Choose from library',
      title: 'Choose the featured image',
      ready: 'checklist.png',
    },
  },
  // The editor's history panel, open, then previewing a revision.
  {
    path: '/admin/blog/posts/seed-houston-roof-inspection-checklist/edit',
    ready: 'Edit Post',
    panel: { opener: 'Show history', ready: 'characters added' },
  },
  {
    path: '/admin/blog/posts/seed-houston-roof-inspection-checklist/edit',
    ready: 'Edit Post',
    panel: { opener: 'Show history', choose: 'revision', ready: 'Restore this version' },
  },
  // A draft's preview, with its banner.
  { path: '/admin/blog/preview/metal-roofs-in-houston-worth-it', ready: 'DRAFT MODE' },
  { path: '/admin/blog/categories' },
  {
    path: '/admin/blog/categories',
    dialog: {
      opener: 'New Category',
      title: 'New category',
      press: 'Create category',
      ready: 'Name is required',
    },
  },
  { path: '/admin/blog/tags' },
  { path: '/admin/blog/tags', dialog: { opener: 'New Tag', title: 'New tag' } },
  { path: '/admin/blog/tags', ready: 'Hail', tooltip: 'Delete tag Hail' },
  {
    path: '/admin/blog/tags',
    ready: 'Hail',
    dialog: { opener: 'Delete tag Hail', title: 'Delete tag?' },
  },
  { path: '/admin/images' },
  { path: '/admin/images', dialog: { opener: 'Upload Image', title: 'Upload image' } },
  { path: '/admin/images', dialog: { opener: 'Browse folders', title: 'Browse folders' } },
  {
    path: '/admin/images',
    ready: 'hail.png',
    dialog: { opener: 'Delete hail.png', title: 'Delete image?' },
    adminOnly: true,
  },
  { path: '/admin/users', ready: 'admin@altum-roofing.test' },
  {
    path: '/admin/users',
    ready: 'writer@altum-roofing.test',
    tooltip: 'Remove writer role from writer@altum-roofing.test',
  },
  { path: '/admin/leads', ready: CHECKED_LEAD.data.name },
  // Opened at a lead (a lead alert's tap): the lead marked and focused.
  { path: `/admin/leads?lead=${CHECKED_LEAD.id}`, ready: CHECKED_LEAD.data.name },
  {
    path: '/admin/leads',
    ready: CHECKED_LEAD.data.name,
    dialog: { opener: 'Delete lead', title: 'Delete this lead?' },
    adminOnly: true,
  },
  // A try being logged, its follow-up proposed; an admin's CSV export open.
  {
    path: '/admin/leads',
    ready: CHECKED_LEAD.data.name,
    panel: { opener: 'Log a try', ready: 'Next follow-up (Houston time)' },
  },
  {
    path: '/admin/leads',
    ready: CHECKED_LEAD.data.name,
    panel: { opener: 'Export CSV', ready: 'Download CSV' },
    adminOnly: true,
  },
  { path: '/admin/leads?owner=mine', ready: 'No leads of yours.' },
  // The Inspections screen: the agenda with the checked lead's booking, and for admins the
  // schedule; the card with its booking and its window picker open.
  { path: '/admin/inspections', ready: CHECKED_LEAD.data.name },
  {
    path: `/admin/leads?lead=${CHECKED_LEAD.id}`,
    ready: CHECKED_LEAD.data.name,
    panel: {
      opener: `Reschedule: ${CHECKED_LEAD.data.name}`,
      ready: 'Open windows (Houston time)',
    },
  },
  // The lead's photos at full size, in the viewer.
  {
    path: `/admin/leads?lead=${CHECKED_LEAD.id}`,
    ready: CHECKED_LEAD.data.name,
    dialog: {
      opener: 'Photo 1 of 3, full size',
      title: `Photos sent by ${CHECKED_LEAD.data.name}`,
      ready: 'Photo 1 of 3',
    },
  },
];

/**
 * Whether a staff screen shows the checked lead (the inbox, the lead card, the agenda): those
 * are checked in a11y.spec.ts, which writes the lead; the others in a11y-staff.spec.ts.
 */
export const showsCheckedLead = (route: CheckedRoute) =>
  /^\/admin\/(leads|inspections)\b/.test(route.path);
