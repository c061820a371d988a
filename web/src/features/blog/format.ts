/** Dates are shown as the company sees them, in Houston time: "March 10, 2026". */
const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'America/Chicago',
});

export const formatPublishDate = (date: Date): string => dateFormat.format(date);

/** The machine-readable date for <time dateTime>. */
export const isoDate = (date: Date): string => date.toISOString();

export const readingTimeLabel = (minutes: number): string => `${minutes} min read`;
