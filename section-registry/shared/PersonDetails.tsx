import { IconCertificate, IconMail, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { mailtoHref } from '../../src/lib/safe-href';
import classes from './person-details.module.css';

/** The office a person works from, under their name and role: "Based in London". */
export function PersonOffice({ office }: { office: string | undefined }) {
  if (!office) return null;
  return (
    <Line icon={<IconMapPin {...ICON} />} className={classes.office}>
      Based in {office}
    </Line>
  );
}

interface PersonDetailsProps {
  name: string | undefined;
  credentials: string | undefined;
  email: string | undefined;
  /** Where it sits: the foot of a card, say. */
  className?: string;
}

/**
 * What makes a named person checkable, in two short lines: their qualifications and a link to write
 * to them. The link says whom it mails ("Email Adwoa"), not the whole address: in a card a third of a
 * laptop wide the address broke after its @ (review 16). Its name carries the address ("Email Adwoa
 * Mensah: adwoa…", the visible words first, as WCAG 2.5.3 asks) and a printed page adds it after the
 * words, so a screen reader and paper still give it, and several links read apart out of context.
 */
export function PersonDetails({ name, credentials, email, className }: PersonDetailsProps) {
  const href = email ? mailtoHref(email) : undefined;
  if (!credentials && !href) return null;
  const address = (email ?? '').trim();
  const firstName = name?.trim().split(/\s+/)[0];
  return (
    <div className={className ? `${classes.details} ${className}` : classes.details}>
      {credentials && <Line icon={<IconCertificate {...ICON} />}>{credentials}</Line>}
      {href && (
        <Line icon={<IconMail {...ICON} />}>
          <a
            href={href}
            className={classes.email}
            aria-label={name?.trim() ? `Email ${name.trim()}: ${address}` : undefined}
            // On paper the address follows the words (person-details.module.css): a printout has no link to follow.
            data-address={firstName ? address : undefined}
          >
            {firstName ? `Email ${firstName}` : address}
          </a>
        </Line>
      )}
    </div>
  );
}

const ICON = { size: 18, stroke: 1.75, 'aria-hidden': true, className: classes.icon } as const;

function Line({ icon, children, className }: { icon: ReactNode; children: ReactNode; className?: string }) {
  return (
    <p className={className ? `${classes.line} ${className}` : classes.line}>
      {icon}
      <span className={classes.text}>{children}</span>
    </p>
  );
}
