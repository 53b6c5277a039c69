import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ContentIcon } from '../../src/lib/icons';
import { OfficeMapPanel } from '../shared/art/OfficeMap';
import { mailtoHref, telHref } from '../../src/lib/safe-href';
import { ContactLines, contentLines } from './ContactLines';
import { ItemTitle } from '../shared/ItemTitle';
import classes from './contact-details.module.css';
// One look for a contact link, wherever the details put it (ContactLines draws the same).
import lineClasses from './contact-lines.module.css';
import type { ContactFormProps } from './schema';

type Details = NonNullable<ContactFormProps['details']>;

function mapsHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

interface Row {
  key: string;
  title: string | undefined;
  icon: ReactNode;
  body: ReactNode;
}

/** Phone, email and address as the home page gives them: each a link a visitor can act on. */
function linkRows(details: Details): Row[] {
  const rows: Row[] = [];
  const add = (title: string, icon: ReactNode, value: string | undefined, href: string | undefined) => {
    if (!value) return;
    const external = href?.startsWith('https:') ? { rel: 'noopener noreferrer' } : {};
    const body = href ? (
      <a href={href} className={lineClasses.link} {...external}>
        {value}
      </a>
    ) : (
      <p className={classes.plain}>{value}</p>
    );
    rows.push({ key: title, title, icon, body });
  };
  add('Phone', <IconPhone size={20} />, details.phone, details.phone && telHref(details.phone));
  add('Email', <IconMail size={20} />, details.email, details.email && mailtoHref(details.email));
  add('Address', <IconMapPin size={20} />, details.address, details.address && mapsHref(details.address));
  return rows;
}

/** The contact page's cards: a title and lines each (spec: highlighted while hovered). */
function cardRows(details: Details): Row[] {
  return details.cards
    .map((card, index) => ({ card, lines: contentLines(card.content), index }))
    .filter(({ card, lines }) => card.title || lines.length > 0)
    .map(({ card, lines, index }) => ({
      key: `card-${index}`,
      title: card.title,
      icon: <ContentIcon name={card.icon} fallback={details.fallbackIcon} size={20} />,
      body: lines.length > 0 ? <ContactLines lines={lines} /> : null,
    }));
}

/** What sits beside the form: how to reach the firm, then when it answers. */
export function ContactDetailsList({ details }: { details: Details }) {
  const rows = [...linkRows(details), ...cardRows(details)];
  const hours = details.hours?.items ?? [];
  return (
    <div className={classes.details}>
      {details.heading && <ItemTitle step="subheading">{details.heading}</ItemTitle>}
      <ul className={classes.rows}>
        {rows.map((row) => (
          <li key={row.key} className={classes.row}>
            <span className={classes.icon} aria-hidden="true">
              {row.icon}
            </span>
            {row.title && (
              <ItemTitle step="body" className={classes.rowTitle}>
                {row.title}
              </ItemTitle>
            )}
            {row.body && <div className={classes.rowBody}>{row.body}</div>}
          </li>
        ))}
      </ul>
      {hours.length > 0 && (
        <div className={classes.hours}>
          {details.hours?.title && (
            <p className={classes.hoursTitle}>
              <IconClock size={18} aria-hidden="true" className={classes.clock} />
              {details.hours.title}
            </p>
          )}
          <ContactLines lines={hours} as="div" />
        </div>
      )}
      {details.map && <OfficeMapPanel />}
    </div>
  );
}
