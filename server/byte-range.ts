/**
 * `Range` requests, made safe for sirv. sirv passes the header's numbers
 * straight to fs.createReadStream, which throws synchronously (and so takes the
 * process down) when start > end or a number is past 2^53. It also misreads
 * suffix ranges (`bytes=-500`) and multiple ranges.
 *
 * RFC 9110 §14.2 lets a server ignore Range and send the whole file, which is
 * what happens to anything but one plain `bytes=first-last` or `bytes=first-`.
 * A first byte past the end of the file still gets sirv's 416.
 */
const SINGLE_RANGE = /^bytes=(\d+)-(\d*)$/;

/** The Range header to hand to sirv, or undefined to serve the whole file. */
export function normaliseRange(header: string | undefined): string | undefined {
  const match = header === undefined ? null : SINGLE_RANGE.exec(header.trim());
  if (!match) return undefined;
  const first = Number(match[1]);
  if (!Number.isSafeInteger(first)) return undefined;
  if (match[2] === '') return `bytes=${first}-`;
  const last = Number(match[2]);
  if (last < first) return undefined; // Invalid (§14.1.1): ignored.
  // Any last byte past the file means "to the end"; sirv clamps only numbers it can hold.
  return Number.isSafeInteger(last) ? `bytes=${first}-${last}` : `bytes=${first}-`;
}
