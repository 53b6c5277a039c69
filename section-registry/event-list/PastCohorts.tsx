import { Tag } from '../shared/Tag';
import { IconCalendarTime } from '@tabler/icons-react';
import { withSubject } from '../shared/contact-subject';
import { ItemTitle } from '../shared/ItemTitle';
import { ActionButton } from '../shared/ActionButton';
import text from '../shared/text.module.css';
import classes from './past-cohorts.module.css';
import { spacesLeft } from './spaces-left';
import { LEVEL_MEANING, LEVELS, type EventItem, type Level } from './schema';

/**
 * A past cohort's level keeps the spec's styles by hue (Advanced destructive red, Intermediate
 * secondary grey, Beginner the brand's default) at the weight of a record: an outline, no fill, so
 * the red of Advanced no longer outshines the page's one primary button. Each shade is 4.5:1 on paper.
 */
const PAST_LEVEL_COLOUR: Record<Level, string> = {
  Advanced: 'red.9',
  Intermediate: 'gray.7',
  Beginner: 'brand.7',
};

interface PastCohortsProps {
  events: EventItem[];
  /** A heading of its own, when the record follows dates still to come. */
  subheading?: string | undefined;
  /** Said before the record when it is the whole list: that these dates have passed, and what to do. */
  note?: string | undefined;
  label: string;
  href: string;
}

/**
 * Cohorts that have run, as a record: one row each on the section's own surface (no card, no shadow),
 * when it ran and where in secondary text, the places left when it closed as words rather than an urgent badge,
 * and Register as words (the third tier of action), asking about the topic's next cohort.
 */
export function PastCohorts({ events, subheading, note, label, href }: PastCohortsProps) {
  return (
    <div className={classes.record} data-past-cohorts="">
      {subheading && (
        <ItemTitle step="subheading" mb="md">
          {subheading}
        </ItemTitle>
      )}
      {note && <PastNote text={note} />}
      <LevelKey levels={events.flatMap((event) => (event.level ? [event.level] : []))} />
      <ul className={classes.rows}>
        {events.map((event, index) => (
          <li key={index} className={classes.row} data-passed="">
            <div className={classes.what}>
              <ItemTitle step="body">{event.title}</ItemTitle>
              {event.description && <p className={`${text.supporting} ${classes.description}`}>{event.description}</p>}
            </div>
            <p className={classes.when}>
              {/* "Ran …": the date of a record, never read as one still to book. */}
              {event.date && <span className={classes.date}>Ran {event.date}</span>}
              {event.location && <span>{event.location}</span>}
            </p>
            <div className={classes.after}>
              <div className={classes.tags}>
                {event.level && <LevelBadge level={event.level} />}
                {event.spaces !== undefined && (
                  <span className={classes.spaces} data-spaces="">
                    {`${spacesLeft(event.spaces)} at close`}
                  </span>
                )}
              </div>
              {/* The note above the rows says what Register does on a record: it asks for the topic's next
                  dates. A hint beside every button ("for the next dates", reviews 18 to 21) read as loose text
                  trailing the button (reviews 26 and 27); a screen reader hears it in the button's name. */}
              <ActionButton
                label={label}
                href={withSubject(href, `Register interest: ${event.title ?? 'bootcamp'}, next cohort`)}
                // "Register for the next Agile Leadership Bootcamp": not the one that has run.
                hiddenSuffix={event.title ? `for the next ${event.title}` : undefined}
                // The third tier, words with no box: outlined buttons on rows dated 2023 read as live events,
                // the programme as one that had stopped (review 34).
                variant="text"
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the record is, before its first row: its first sentence leading, the rest what to do now. */
function PastNote({ text: note }: { text: string }) {
  // "These dates have passed. Register your interest…": the first sentence leads, the rest follows.
  const [, lead = note, rest = ''] = /^(.*?[.!?])\s+(.+)$/s.exec(note) ?? [];
  return (
    <div className={classes.note} data-past-note="" role="note">
      <IconCalendarTime size={22} aria-hidden="true" className={classes.noteIcon} />
      <p className={classes.noteText}>
        <strong>{lead}</strong>
        {rest && ` ${rest}`}
      </p>
    </div>
  );
}

function LevelBadge({ level }: { level: Level }) {
  return (
    <Tag variant="outline" color={PAST_LEVEL_COLOUR[level]} data-level={level}>
      {level}
    </Tag>
  );
}

/** The levels the rows use, each with who it is for, in the order they climb. None: no key. */
function LevelKey({ levels }: { levels: Level[] }) {
  const used = LEVELS.filter((level) => levels.includes(level));
  if (used.length === 0) return null;
  return (
    <div className={classes.key}>
      <p className={classes.keyLabel}>Levels</p>
      <dl className={classes.keyList}>
        {used.map((level) => (
          <div key={level} className={classes.keyEntry}>
            <dt>
              <LevelBadge level={level} />
            </dt>
            <dd>{LEVEL_MEANING[level]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
