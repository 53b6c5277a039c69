import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { mailtoHref, telHref } from '../../src/lib/safe-href';
import classes from './contact-cards.module.css';

// An address inside a line ("Enquiries: hello@example.co.uk"): no spaces, quotes or brackets in it.
const EMAIL = /[^\s@"'<>()[\]]+@[^\s@"'<>()[\]]+\.[a-z]{2,}/i;
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
        <Text key={index}>{linkify(line)}</Text>
      ))}
    </address>
  );
}

function linkify(line: string): ReactNode {
  const email = EMAIL.exec(line);
  if (email) return withLink(line, email, mailtoHref(email[0]));
  const phone = PHONE.exec(line);
  if (phone) return withLink(line, phone, telHref(phone[0]));
  return line;
}

function withLink(line: string, match: RegExpExecArray, href: string): ReactNode {
  return (
    <>
      {line.slice(0, match.index)}
      <Anchor href={href} className={classes.link}>
        {match[0]}
      </Anchor>
      {line.slice(match.index + match[0].length)}
    </>
  );
}
