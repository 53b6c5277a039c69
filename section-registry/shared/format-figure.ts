/** For what the plain formatting below does not cover (non-finite, huge or tiny): made on first use. */
let intlFigures: Intl.NumberFormat | undefined;

/**
 * A figure as en-GB writes it, exactly as Intl.NumberFormat('en-GB') would:
 * thousands grouped with commas, at most three decimals, rounded half away from
 * zero from the number's shortest decimal form. By hand for everyday figures:
 * creating an Intl.NumberFormat loads the locale's data, about 9 ms of a phone's
 * main thread in the middle of loading the page.
 */
export function formatFigure(value: number): string {
  const shortest = String(Math.abs(value));
  if (!Number.isFinite(value) || Math.abs(value) >= 1e9 || shortest.includes('e')) {
    intlFigures ??= new Intl.NumberFormat('en-GB');
    return intlFigures.format(value);
  }
  const [whole = '0', decimals = ''] = shortest.split('.');
  const roundsUp = (decimals[3] ?? '0') >= '5';
  // In thousandths, an integer well inside the safe range below 1e9.
  const thousandths = Number(whole) * 1000 + Number(decimals.slice(0, 3).padEnd(3, '0')) + (roundsUp ? 1 : 0);
  const fraction = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  const grouped = String(Math.floor(thousandths / 1000)).replace(/\B(?=(\d{3})+$)/g, ',');
  const digits = fraction ? `${grouped}.${fraction}` : grouped;
  // Like Intl, a negative figure keeps its sign even when it rounds to zero.
  return value < 0 || Object.is(value, -0) ? `-${digits}` : digits;
}
