/** The spaces badge's words: "1 space left", "5 spaces left". */
export function spacesLeft(spaces: number): string {
  return spaces === 1 ? '1 space left' : `${spaces} spaces left`;
}
