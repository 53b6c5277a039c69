/**
 * Event dates as the page shows them ("12-14 September 2023") read as ISO
 * dates for structured data, so the dates search engines see are the ones on
 * the card, with no second copy to fall out of step.
 */

export interface DateRange {
  /** YYYY-MM-DD */
  start: string;
  /** YYYY-MM-DD; absent for a one-day event. */
  end?: string;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

interface DateParts {
  day: number;
  month?: number;
  year?: number;
}

/** "12", "30 September" or "30 December 2023". */
function readParts(text: string): DateParts | undefined {
  const match = /^(\d{1,2})(?:\s+([A-Za-z]+)(?:\s+(\d{4}))?)?$/.exec(text.trim());
  if (!match) return undefined;
  const [, day, monthName, year] = match;
  const month = monthName === undefined ? undefined : MONTHS.indexOf(monthName.toLowerCase()) + 1;
  if (month === 0) return undefined;
  return { day: Number(day), month, year: year === undefined ? undefined : Number(year) };
}

function isoDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31 September over into October: a date that moved did not exist.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/**
 * "5 December 2023", "12-14 September 2023", "30 September - 2 October 2023" or
 * "30 December 2023 – 2 January 2024"; undefined for anything else.
 */
export function parseDateRange(text: string): DateRange | undefined {
  const pieces = text.split(/\s*[-–—]\s*/);
  if (pieces.length > 2) return undefined;
  const last = readParts(pieces[pieces.length - 1] ?? '');
  if (last?.month === undefined || last.year === undefined) return undefined;
  const end = isoDate(last.year, last.month, last.day);
  if (!end) return undefined;
  if (pieces.length === 1) return { start: end };
  const first = readParts(pieces[0] ?? '');
  if (!first) return undefined;
  // The first date borrows what it leaves out from the last: "12-14 September 2023".
  const start = isoDate(first.year ?? last.year, first.month ?? last.month, first.day);
  if (!start || start > end) return undefined;
  return { start, end };
}

/**
 * Whether an event shown with `date` ended before `today` (YYYY-MM-DD): its last day is over. False
 * when the date cannot be read: a date nobody can read is not declared over.
 */
export function hasEnded(date: string | undefined, today: string): boolean {
  const range = date ? parseDateRange(date) : undefined;
  return range !== undefined && (range.end ?? range.start) < today;
}
