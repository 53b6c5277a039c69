import type { ReactNode } from 'react';
import { ActionButton } from './ActionButton';
import { Initials, PortraitFrame } from './art/PortraitFrame';
import { initialsOf } from './initials';
import { ItemTitle } from './ItemTitle';
import { DEFAULT_CTA_HREF } from './defaults';
import { PersonDetails, PersonOffice } from './PersonDetails';
import classes from './aside.module.css';
import type { AsideProps } from './aside-schema';

interface WithAsideProps {
  aside: AsideProps | undefined;
  /**
   * Whether the aside is a complementary landmark of its own: not inside a section that is a region
   * (one with a heading), where a landmark must not nest; there it is a labelled group.
   */
  landmark: boolean;
  children: ReactNode;
}

/** A section's content with an aside beside it on a wide screen, below it on a phone; without one, the content alone. */
export function WithAside({ aside, landmark, children }: WithAsideProps) {
  if (!aside) return children;
  return (
    <div className={classes.split}>
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
  if (!aside.name) return null;
  return (
    <Box className={classes.aside} role={role} aria-label={aside.title ?? 'Who to talk to'}>
      {aside.title && <p className={classes.asideTitle}>{aside.title}</p>}
      <div className={classes.contact}>
        {/* The same portrait treatment as the people pages: who leads the work, not a stock face. */}
        <PortraitFrame>
          <Initials>{initialsOf(aside.name) ?? ''}</Initials>
        </PortraitFrame>
        <div>
          {/* A heading: the person is what the aside is about (a bold, large <p> would pose as one). */}
          <ItemTitle step="subheading" className={classes.person}>
            {aside.name}
          </ItemTitle>
          {aside.role && <p className={classes.role}>{aside.role}</p>}
          <PersonOffice office={aside.office} />
        </div>
      </div>
      {aside.description && <p className={classes.asideText}>{aside.description}</p>}
      <PersonDetails
        name={aside.name}
        credentials={aside.credentials}
        email={aside.email}
        className={classes.asideContact}
      />
      {aside.action?.label && (
        <ActionButton
          label={aside.action.label}
          href={aside.action.href ?? DEFAULT_CTA_HREF}
          variant="outline"
          withArrow
        />
      )}
    </Box>
  );
}
