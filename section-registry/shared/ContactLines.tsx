import type { ReactNode } from 'react';
import { EMAIL_IN_TEXT, mailtoHref, telHref } from '../../src/lib/safe-href';
import classes from './contact-lines.module.css';

// International numbers, as content writes them: "+44 20 7946 0321".
const PHONE = /\+\d[\d ()-]{5,}\d/;

/** Splits multi-line content into its non-blank lines. */
export function contentLines(content: string | undefined): string[] {
  return (content ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A contact card's content, line by line, with email addresses and phone numbers as links. */
export function ContactLines({ lines }: { lines: string[] }) {
  return (
    <address className={classes.lines}>
      {lines.map((line, index) => (
        <p key={index} className={classes.line}>
          {linkify(line)}
        </p>
      ))}
    </address>
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
  // An email address may break only after its @, never inside a word.
  const [user, domain] = match[0].split('@');
  return (
    <>
      {line.slice(0, match.index)}
      <a href={href} className={classes.link}>
        {domain === undefined ? (
          match[0]
        ) : (
          <>
            {user}@<wbr />
            {domain}
          </>
        )}
      </a>
      {line.slice(match.index + match[0].length)}
    </>
  );
}
