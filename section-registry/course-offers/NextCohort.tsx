import { ActionButton } from '../shared/ActionButton';
import { DEFAULT_CTA_HREF } from '../shared/defaults';
import type { Action } from '../shared/schemas';
import { withSubject } from '../shared/contact-subject';
import classes from './course-offers.module.css';
import { CourseStatus } from './CourseStatus';
import type { CourseOffer } from './schema';

/** The next step's words, unless the page gives its own. */
const INTEREST_LABEL = 'Register interest';

/** A link to the form that already names its subject keeps it; any other asks about this course's next cohort. */
function interestHref(href: string, course: CourseOffer): string {
  if (/[?&]subject=/.test(href)) return href;
  return withSubject(href, `Register interest: ${course.title ?? 'courses'}, next cohort`);
}

/**
 * A course page's next step: where the course stands now (next cohort, price, format) beside the
 * page's one primary button before its closing call to action, to register interest.
 */
export function NextCohort({ course, action }: { course: CourseOffer; action: Action | undefined }) {
  return (
    <div className={classes.panel} data-next-cohort="">
      <CourseStatus course={course} layout="panel" />
      <ActionButton
        label={action?.label ?? INTEREST_LABEL}
        href={interestHref(action?.href ?? DEFAULT_CTA_HREF, course)}
        size="md"
        withArrow
        className={classes.panelAction}
      />
    </div>
  );
}
