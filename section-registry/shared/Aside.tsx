import type { ReactNode } from 'react';
import { ActionButton } from './ActionButton';
import { Initials, PortraitFrame } from './art/PortraitFrame';
import { initialsOf } from './initials';
import { ItemTitle } from './ItemTitle';
import { DEFAULT_CTA_HREF } from './defaults';
import { PersonDetails, PersonOffice } from './PersonDetails';
import classes from './aside.module.css';
import type { AsideProps, ContactAsideProps } from './aside-schema';

interface WithAsideProps {
  aside: AsideProps | undefined;
  /**
   * Whether the aside is a complementary landmark of its own: not inside a section that is a region
   * (one with a heading), where a landmark must not nest; there it is a labelled group.
   */
  landmark: boolean;
  /**
   * Key facts under the text, across the column, rather than beside it: for a short text, beside which a
   * tall column of facts left 250 px of nothing (review 24). Facts only; other asides stay beside.
   */
  across?: boolean;
  children: ReactNode;
}

/** A section's content with an aside beside it on a wide screen, below it on a phone; without one, the content alone. */
export function WithAside({ aside, landmark, across = false, children }: WithAsideProps) {
  if (!aside) return children;
  return (
    <div className={across && aside.kind === 'facts' ? classes.across : classes.split}>
      {children}
      <Aside aside={aside} landmark={landmark} />
    </div>
  );
}

/** What sits beside an introduction: a pull quote, the facts a buyer scans for, or who to talk to. */
function Aside({ aside, landmark }: { aside: AsideProps; landmark: boolean }) {
  const Box = landmark ? 'aside' : 'div';
  const role = landmark ? undefined : 'group';
  if (aside.kind === 'quote') {
    if (!aside.text) return null;
    return (
      <figure className={`${classes.aside} ${classes.quote}`}>
        <blockquote>
          <p>{aside.text}</p>
        </blockquote>
        {aside.attribution && <figcaption>{aside.attribution}</figcaption>}
      </figure>
    );
  }
  if (aside.kind === 'facts') {
    const facts = aside.items.filter((fact) => fact.label && fact.value);
    if (facts.length === 0) return null;
    return (
      <Box className={classes.aside} role={role} aria-label={aside.title ?? 'At a glance'}>
        {aside.title && <p className={classes.asideTitle}>{aside.title}</p>}
        <dl className={classes.facts}>
          {facts.map((fact, index) => (
            <div key={index}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </Box>
    );
  }
  return <ContactCard contact={aside} className={classes.aside} box={Box} role={role} />;
}

interface ContactCardProps {
  contact: ContactAsideProps;
  className?: string | undefined;
  box: 'aside' | 'div';
  role?: 'group' | undefined;
  /** In a closing call to action: the person and their address, without the bio, credentials or a button of its own. */
  brief?: boolean;
}

/** A named person to talk to: the portrait, name, role and office, then how to reach them. */
export function ContactCard({ contact, className, box: Box, role, brief = false }: ContactCardProps) {
  if (!contact.name) return null;
  return (
    <Box
      className={className}
      role={role}
      aria-label={contact.title ?? 'Who to talk to'}
      data-brief={brief || undefined}
    >
      {contact.title && <p className={classes.asideTitle}>{contact.title}</p>}
      <div className={classes.contact}>
        {/* The same portrait treatment as the people pages: who leads the work, not a stock face. */}
        <PortraitFrame>
          <Initials>{initialsOf(contact.name) ?? ''}</Initials>
        </PortraitFrame>
        <div>
          {/* A heading: the person is what the aside is about (a bold, large <p> would pose as one). */}
          <ItemTitle step="subheading" className={classes.person}>
            {contact.name}
          </ItemTitle>
          {contact.role && <p className={classes.role}>{contact.role}</p>}
          <PersonOffice office={contact.office} />
        </div>
      </div>
      {!brief && contact.description && <p className={classes.asideText}>{contact.description}</p>}
      <PersonDetails
        name={contact.name}
        credentials={brief ? undefined : contact.credentials}
        email={contact.email}
        className={brief ? classes.briefContact : classes.asideContact}
      />
      {!brief && contact.action?.label && (
        <ActionButton
          label={contact.action.label}
          href={contact.action.href ?? DEFAULT_CTA_HREF}
          variant="outline"
          withArrow
        />
      )}
    </Box>
  );
}
