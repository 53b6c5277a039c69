import { Badge, Card, Group, Stack, Text, type BadgeVariant } from '@mantine/core';
import { IconCalendar, IconCalendarTime, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useRenderedAt } from '../../src/lib/rendered-at';
import { withSubject } from '../shared/contact-subject';
import { ItemTitle } from '../shared/ItemTitle';
import { SectionShell } from '../shared/SectionShell';
import { ActionButton } from '../shared/ActionButton';
import shared from '../shared/card.module.css';
import classes from './event-list.module.css';
import { parseDateRange } from './event-dates';
import type { EventItem, EventListProps, Level } from './schema';
import { Grid } from '../shared/Grid';

/**
 * Spec: the Advanced badge is the destructive style, Intermediate secondary,
 * Beginner the default. red.9, not Mantine's default red: white on red.7 is 3.8:1, below AA.
 */
const LEVEL_BADGE: Record<Level, { variant: BadgeVariant; color: string }> = {
  Advanced: { variant: 'filled', color: 'red.9' },
  Intermediate: { variant: 'light', color: 'gray' },
  Beginner: { variant: 'filled', color: 'brand' },
};

function spacesLeft(spaces: number): string {
  return spaces === 1 ? '1 space left' : `${spaces} spaces left`;
}

/** Whether the event's last day was before `today` (YYYY-MM-DD); false when its date cannot be read. */
function hasPassed(event: EventItem, today: string): boolean {
  const range = event.date ? parseDateRange(event.date) : undefined;
  return range !== undefined && (range.end ?? range.start) < today;
}

/** Upcoming bootcamps: when, where, how many places are left, and a way to register. */
export default function EventList({ heading, description, items, registerAction, pastNote, tone }: EventListProps) {
  // The render's own time, as the server sent it: the browser's clock cannot disagree with the HTML.
  const today = new Date(useRenderedAt()).toISOString().slice(0, 10);
  // The title names the event, in its heading and in its Register button.
  const events = items.filter((item) => item.title);
  if (events.length === 0) return null;
  // Dates the spec fixes can pass: the list says so rather than offering them as upcoming.
  const allPassed = events.every((event) => hasPassed(event, today));
  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      {allPassed && <PastNote text={pastNote} />}
      <Grid component="ul" className={shared.list} cols={{ base: 1, sm: 2 }} gap="lg">
        {events.map((event, index) => (
          <li key={index}>
            <EventCard
              event={event}
              passed={hasPassed(event, today)}
              registerLabel={registerAction.label}
              registerHref={registerAction.href}
            />
          </li>
        ))}
      </Grid>
    </SectionShell>
  );
}

/**
 * The notice that every date has passed: a box of its own above the cards, its first sentence set as
 * its title, so a visitor reads it before the first card, on a phone as on a wide screen.
 */
function PastNote({ text }: { text: string }) {
  // "These dates have passed. Register your interest…": the first sentence leads, the rest follows.
  const [, lead = text, rest = ''] = /^(.*?[.!?])\s+(.+)$/s.exec(text) ?? [];
  return (
    <div className={classes.pastNote} data-past-note="" role="note">
      <span className={classes.pastNoteIcon}>
        <IconCalendarTime size={24} aria-hidden="true" />
      </span>
      <p className={classes.pastNoteText}>
        <strong className={classes.pastNoteLead}>{lead}</strong>
        {rest && ` ${rest}`}
      </p>
    </div>
  );
}

interface EventCardProps {
  event: EventItem;
  /**
   * Its dates are over: the card is a past cohort, not an offer. It says "Past" beside its date, its
   * places left are grey and quiet, and Register (to ask about the next dates) is an outline button.
   */
  passed: boolean;
  registerLabel: string;
  registerHref: string;
}

function EventCard({ event, passed, registerLabel, registerHref }: EventCardProps) {
  return (
    <Card
      withBorder
      padding="xl"
      radius="lg"
      className={`${shared.card} ${classes.card}`}
      data-passed={passed || undefined}
    >
      <Stack gap="sm" h="100%">
        {(event.level || event.spaces !== undefined) && (
          <Group gap="xs">
            {event.level && (
              <Badge {...LEVEL_BADGE[event.level]} data-level={event.level}>
                {event.level}
              </Badge>
            )}
            {event.spaces !== undefined && (
              <Badge
                variant="outline"
                color={passed ? 'gray.7' : 'brand'}
                className={passed ? classes.pastSpaces : undefined}
                data-spaces=""
              >
                {spacesLeft(event.spaces)}
              </Badge>
            )}
          </Group>
        )}
        <ItemTitle>{event.title}</ItemTitle>
        {event.date && (
          <Detail icon={<IconCalendar size={18} aria-hidden="true" />} tag={passed ? <PastTag /> : undefined}>
            {event.date}
          </Detail>
        )}
        {event.location && <Detail icon={<IconMapPin size={18} aria-hidden="true" />}>{event.location}</Detail>}
        {event.description && <Text c="gray.7">{event.description}</Text>}
        {/* Several links read "Register"; the hidden part tells them apart for screen readers. */}
        <ActionButton
          label={registerLabel}
          href={withSubject(registerHref, [event.title, event.date, event.location].filter(Boolean).join(', '))}
          hiddenSuffix={event.title ? `for ${event.title}` : undefined}
          variant={passed ? 'outline' : 'filled'}
          className={classes.register}
          fullWidth
        />
      </Stack>
    </Card>
  );
}

function Detail({ icon, tag, children }: { icon: ReactNode; tag?: ReactNode; children: string }) {
  return (
    <Group gap="xs" wrap="nowrap" className={classes.detail}>
      {icon}
      <Text size="sm" fw={500}>
        {children}
      </Text>
      {tag}
    </Group>
  );
}

/** Beside a past event's date: the word, not a colour alone, says the cohort has run. */
function PastTag() {
  return (
    <Badge variant="filled" color="gray.7" className={classes.pastTag} data-past-tag="">
      Past
    </Badge>
  );
}
