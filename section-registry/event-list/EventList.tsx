import { Card, Group, Stack, Text } from '@mantine/core';
import { Tag, type TagVariant } from '../shared/Tag';
import { IconCalendar, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useRenderedAt } from '../../src/lib/rendered-at';
import { withSubject } from '../shared/contact-subject';
import { ItemTitle } from '../shared/ItemTitle';
import { SectionShell } from '../shared/SectionShell';
import { ActionButton } from '../shared/ActionButton';
import shared from '../shared/card.module.css';
import classes from './event-list.module.css';
import { hasEnded } from './event-dates';
import { PastCohorts } from './PastCohorts';
import { spacesLeft } from './spaces-left';
import type { EventItem, EventListProps, Level } from './schema';
import { Grid } from '../shared/Grid';

/**
 * Spec: the Advanced badge is the destructive style, Intermediate secondary,
 * Beginner the default. red.9, not Mantine's default red: white on red.7 is 3.8:1, below AA.
 */
const LEVEL_BADGE: Record<Level, { variant: TagVariant; color: string }> = {
  Advanced: { variant: 'filled', color: 'red.9' },
  Intermediate: { variant: 'light', color: 'gray' },
  Beginner: { variant: 'filled', color: 'brand' },
};

/**
 * Bootcamp dates: those still to come as cards, each an offer with its places left and a Register
 * button; those that have passed as a quiet record of past cohorts under their own heading, whose
 * Register asks about the next cohort. The spec's dates are in 2023, so today the list is all record.
 */
export default function EventList({
  heading,
  pastHeading,
  description,
  items,
  registerAction,
  pastNote,
  tone,
}: EventListProps) {
  // The render's own time, as the server sent it: the browser's clock cannot disagree with the HTML.
  const today = new Date(useRenderedAt()).toISOString().slice(0, 10);
  // The title names the event, in its heading and in its Register button.
  const events = items.filter((item) => item.title);
  if (events.length === 0) return null;
  const upcoming = events.filter((event) => !hasEnded(event.date, today));
  const past = events.filter((event) => hasEnded(event.date, today));
  const register = { label: registerAction.label, href: registerAction.href };
  // Dates the spec fixes can pass: then the list is a record of cohorts, said so by its heading.
  const onlyPast = upcoming.length === 0;
  return (
    <SectionShell heading={onlyPast ? pastHeading : heading} description={description} tone={tone}>
      {upcoming.length > 0 && (
        <Grid component="ul" className={shared.list} cols={{ base: 1, sm: 2 }} gap="lg">
          {upcoming.map((event, index) => (
            <li key={index}>
              <EventCard event={event} {...register} />
            </li>
          ))}
        </Grid>
      )}
      {past.length > 0 && (
        <PastCohorts
          events={past}
          // Under dates still to come the record has its own heading; alone, the note says what it is.
          subheading={onlyPast ? undefined : pastHeading}
          note={onlyPast ? pastNote : undefined}
          {...register}
        />
      )}
    </SectionShell>
  );
}

interface EventCardProps {
  event: EventItem;
  label: string;
  href: string;
}

/** A bootcamp still to come: an offer, with its level, its places left and a primary Register button. */
function EventCard({ event, label, href }: EventCardProps) {
  return (
    <Card withBorder padding="xl" radius="lg" className={`${shared.card} ${classes.card}`}>
      <Stack gap="sm" h="100%">
        {(event.level || event.spaces !== undefined) && (
          <Group gap="xs">
            {event.level && (
              <Tag {...LEVEL_BADGE[event.level]} data-level={event.level}>
                {event.level}
              </Tag>
            )}
            {event.spaces !== undefined && (
              <Tag variant="outline" color="brand" data-spaces="">
                {spacesLeft(event.spaces)}
              </Tag>
            )}
          </Group>
        )}
        <ItemTitle>{event.title}</ItemTitle>
        {event.date && <Detail icon={<IconCalendar size={18} aria-hidden="true" />}>{event.date}</Detail>}
        {event.location && <Detail icon={<IconMapPin size={18} aria-hidden="true" />}>{event.location}</Detail>}
        {event.description && <Text c="gray.7">{event.description}</Text>}
        {/* Several links read "Register"; the hidden part tells them apart for screen readers. */}
        <ActionButton
          label={label}
          href={withSubject(href, [event.title, event.date, event.location].filter(Boolean).join(', '))}
          hiddenSuffix={event.title ? `for ${event.title}` : undefined}
          className={classes.register}
          fullWidth
        />
      </Stack>
    </Card>
  );
}

function Detail({ icon, children }: { icon: ReactNode; children: string }) {
  return (
    <Group gap="xs" wrap="nowrap" className={classes.detail}>
      {icon}
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </Group>
  );
}
