import type { ReactNode } from 'react';
import { EMAIL_IN_TEXT, mailtoHref, telHref } from '../../src/lib/safe-href';
import classes from './contact-lines.module.css';

// International numbers, as content writes them: "+44 20 7946 0321".
const PHONE = /\+\d[\d ()-]{5,}\d/;
// "London: +44 20 7946 0321": a short label, a colon and a space, then the value. A time ("9:00am")
// or an address ("https://…") has no space after its colon, so it is never read as a label.
const LABELLED = /^([^:]{1,40}):\s+(\S.*)$/;

/** Splits multi-line content into its non-blank lines. */
export function contentLines(content: string | undefined): string[] {
  return (content ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

interface Labelled {
  label: string;
  value: string;
}

/** Every line as a label and its value, or nothing when any line has no label of its own. */
function labelledLines(lines: string[]): Labelled[] | undefined {
  const pairs: Labelled[] = [];
  for (const line of lines) {
    const [, label, value] = LABELLED.exec(line) ?? [];
    if (label === undefined || value === undefined) return undefined;
    pairs.push({ label: label.trim(), value });
  }
  return pairs;
}

/**
 * A contact card's content, with email addresses and phone numbers as links. Lines that each name
 * what they are ("London: +44 20 7946 0321") become a labelled list, one entry an office, so a visitor
 * finds their office's number by its name instead of reading it out of a sentence; other lines (an
 * address) stay lines. `as="div"` for what is not contact information (office hours).
 */
export function ContactLines({ lines, as: Wrapper = 'address' }: { lines: string[]; as?: 'address' | 'div' }) {
  const labelled = labelledLines(lines);
  // An email address beside its label would break where the details share the width with the form; any
  // other value (an address, a number, opening hours) sits beside its label from md up, a line saved each.
  const beside = labelled?.every(({ value }) => !EMAIL_IN_TEXT.test(value));
  return (
    <Wrapper className={classes.lines}>
      {labelled ? (
        <dl className={classes.pairs} data-beside={beside || undefined}>
          {labelled.map(({ label, value }, index) => (
            <div key={index} className={classes.pair}>
              <dt className={classes.label}>{label}</dt>
              <dd className={classes.value}>{linkify(value)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        lines.map((line, index) => (
          <p key={index} className={classes.line}>
            {linkify(line)}
          </p>
        ))
      )}
    </Wrapper>
  );
}

function linkify(line: string): ReactNode {
  const email = EMAIL_IN_TEXT.exec(line);
  const emailHref = email && mailtoHref(email[0]);
  if (email && emailHref) return withLink(line, email, emailHref);
  const phone = PHONE.exec(line);
  const phoneHref = phone && telHref(phone[0]);
  if (phone && phoneHref) return withLink(line, phone, phoneHref);
  return line;
}

function withLink(line: string, match: RegExpExecArray, href: string): ReactNode {
  return (
    <>
      {line.slice(0, match.index)}
      <a href={href} className={classes.link}>
        {match[0]}
      </a>
      {line.slice(match.index + match[0].length)}
    </>
  );
}
