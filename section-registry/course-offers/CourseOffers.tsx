import { Card } from '@mantine/core';
import type { CSSProperties } from 'react';
import { IconArrowRight } from '@tabler/icons-react';
import { ContentIcon } from '../../src/lib/icons';
import { balancedColumns } from '../shared/balanced-columns';
import { ItemTitle } from '../shared/ItemTitle';
import { SectionShell } from '../shared/SectionShell';
import { SmartLink } from '../shared/SmartLink';
import { TickList } from '../shared/TickList';
import shared from '../shared/card.module.css';
import text from '../shared/text.module.css';
import classes from './course-offers.module.css';
import { CourseStatus, hasStatus } from './CourseStatus';
import { NextCohort } from './NextCohort';
import type { CourseOffer, CourseOffersProps } from './schema';

/**
 * The courses and where each stands now. On the courses page, every course as a card that links to
 * its page and ends with its next cohort, price and format; on a course's own page (`only`), that
 * course's status alone, with the button to register interest in its next cohort.
 */
export default function CourseOffers({
  heading,
  description,
  items,
  only,
  fallbackIcon,
  linkLabel,
  interestAction,
  tone,
}: CourseOffersProps) {
  if (only !== undefined) {
    const course = items.find((item) => item.href === only);
    // Nothing known about the course's next cohort: no next step to show, rather than an empty box.
    if (!course || !hasStatus(course)) return null;
    return (
      <SectionShell heading={heading} description={description} tone={tone}>
        <NextCohort course={course} action={interestAction} />
      </SectionShell>
    );
  }
  const courses = items.filter((item) => item.title);
  if (courses.length === 0) return null;
  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      {/* One column, then every course in one row from the laptop up: never a half-empty row between. */}
      <ul className={classes.cards} style={{ '--course-columns': balancedColumns(courses.length, 3) } as CSSProperties}>
        {courses.map((course, index) => (
          <li key={index}>
            <CourseCard course={course} fallbackIcon={fallbackIcon} linkLabel={linkLabel} />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

interface CourseCardProps {
  course: CourseOffer;
  fallbackIcon: string | undefined;
  linkLabel: string;
}

/**
 * A course: what it is, then, in the card's foot, where it stands now. The two parts are rows of the
 * list's grid (subgrid), so the feet of a row of cards start on one level, whatever is above them.
 */
function CourseCard({ course, fallbackIcon, linkLabel }: CourseCardProps) {
  return (
    <Card
      withBorder
      padding="xl"
      radius="lg"
      className={`${shared.card} ${classes.card} ${course.href ? shared.linkCard : ''}`}
    >
      <div className={classes.main}>
        {(course.icon ?? fallbackIcon) && (
          <span className={shared.iconBadge}>
            <ContentIcon name={course.icon} fallback={fallbackIcon} size={26} />
          </span>
        )}
        <ItemTitle>
          {course.href ? (
            <SmartLink href={course.href} className={shared.stretchedLink}>
              {course.title}
            </SmartLink>
          ) : (
            course.title
          )}
        </ItemTitle>
        {course.description && <p className={`${text.supporting} ${classes.text}`}>{course.description}</p>}
        {course.body && <p className={classes.body}>{course.body}</p>}
        {course.points && <TickList items={course.points} size="sm" />}
      </div>
      <div className={classes.foot}>
        <CourseStatus course={course} layout="card" />
        {course.href && (
          // The whole card is the link (its title's); the foot says where it leads.
          <p className={shared.more} aria-hidden="true">
            {linkLabel} <IconArrowRight size={18} className={shared.moreArrow} />
          </p>
        )}
      </div>
    </Card>
  );
}
