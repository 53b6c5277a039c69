/** "Jane Okafor" → "JO", "Priya" → "P"; punctuation ("Dr.", hyphens) never becomes an initial. */
export function initialsOf(name: string | undefined): string | undefined {
  const letters = (name ?? '')
    .split(/\s+/)
    .map((word) => Array.from(word.replace(/[^\p{L}]/gu, ''))[0])
    .filter((letter): letter is string => letter !== undefined);
  const first = letters[0];
  if (first === undefined) return undefined;
  const last = letters.length > 1 ? letters[letters.length - 1] : '';
  return `${first}${last}`.toUpperCase();
}
