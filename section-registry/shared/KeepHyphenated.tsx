import classes from './keep-hyphenated.module.css';

/** A word with a hyphen inside it ("In-House", "three-day"), with what clings to it ("(In-House)"). */
const HYPHENATED = /(\S*\w-\w\S*)/;

/**
 * Text whose hyphenated words never break at their hyphen: each is set in a span that does not wrap.
 * Headings are balanced (text-wrap: balance), and balancing gladly ends a line on a hyphen: "Custom
 * In-" over "House Bootcamps" on a phone. The words and their order are untouched.
 */
export function KeepHyphenated({ children }: { children: string }) {
  const parts = children.split(HYPHENATED);
  if (parts.length === 1) return children;
  // split() with a capturing group puts each hyphenated word at an odd index.
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className={classes.word}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
