import { Card, Text } from '@mantine/core';
import { ItemTitle } from '../shared/ItemTitle';
import { SectionShell } from '../shared/SectionShell';
import shared from '../shared/card.module.css';
import { initialsOf } from '../shared/initials';
import classes from './people.module.css';
import text from '../shared/text.module.css';
import { PersonAvatar } from './PersonAvatar';
import type { PeopleProps, Person } from './schema';
import { Grid } from '../shared/Grid';
import { PersonDetails, PersonOffice } from '../shared/PersonDetails';

type Fallbacks = Pick<
  PeopleProps,
  'fallbackName' | 'fallbackRole' | 'fallbackBio' | 'fallbackExpertise' | 'fallbackInitials'
>;

/**
 * Team members or associates: a card each with photo (initials until it loads), name, role and the
 * office they work from, bio, expertise, and at its foot their credentials and their own address.
 */
export default function People(props: PeopleProps) {
  const { heading, description, items, columns, emptyText, tone } = props;
  if (items.length === 0 && !emptyText) return null;

  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      {items.length === 0 ? (
        <Text role="status" size="lg" c={tone === 'brand' ? 'brand.0' : 'gray.7'}>
          {emptyText}
        </Text>
      ) : (
        // A plain grid, not a balanced row of cards: each card's parts sit on the grid's own rows (people.module.css).
        <Grid
          component="ul"
          className={`${shared.list} ${classes.rows}`}
          cols={{ base: 1, sm: 2, md: columns }}
          gap="lg"
        >
          {items.map((person, index) => (
            <li key={index}>
              <PersonCard person={person} fallbacks={props} />
            </li>
          ))}
        </Grid>
      )}
    </SectionShell>
  );
}

function PersonCard({ person, fallbacks }: { person: Person; fallbacks: Fallbacks }) {
  const name = person.name || fallbacks.fallbackName;
  const role = person.role || fallbacks.fallbackRole;
  const bio = person.bio || fallbacks.fallbackBio;
  const expertise = person.expertise?.length ? person.expertise.join(', ') : fallbacks.fallbackExpertise;
  const initials = person.initials || initialsOf(person.name) || fallbacks.fallbackInitials;

  return (
    // Four parts, always, so that they share the grid's rows across a row of cards: the portrait, name and
    // role; the bio; the expertise; the credentials and address, whose rules then line up.
    <Card withBorder padding="xl" radius="lg" className={`${shared.card} ${classes.card}`}>
      {/* The portrait beside the name and role; the bio below reads left-aligned, as running text does. */}
      <div className={classes.person}>
        <PersonAvatar key={person.image} photo={person.image} initials={initials} />
        <div>
          {name && <ItemTitle>{name}</ItemTitle>}
          {role && <Text className={classes.role}>{role}</Text>}
          <PersonOffice office={person.office} />
        </div>
      </div>
      {bio ? <Text className={text.supporting}>{bio}</Text> : <div />}
      {expertise ? (
        <Text className={classes.expertise}>
          <Text span fw={700} inherit>
            Expertise:
          </Text>{' '}
          {expertise}
        </Text>
      ) : (
        <div />
      )}
      <PersonDetails
        name={person.name}
        credentials={person.credentials}
        email={person.email}
        className={classes.foot}
      />
    </Card>
  );
}
