import classes from './course-offers.module.css';
import type { CourseOffer } from './schema';

/** The three things a buyer asks first, in the order they ask them. */
const STATUS_FIELDS = [
  ['nextCohort', 'Next cohort'],
  ['price', 'Price'],
  ['format', 'Where'],
] as const;

/** Whether content says anything about where the course stands now. */
export function hasStatus(course: CourseOffer): boolean {
  return STATUS_FIELDS.some(([field]) => course[field]);
}

/**
 * Where a course stands now, as a description list: when the next cohort runs, what it costs and
 * how it is delivered. A field content leaves empty is left out, its label with it.
 */
export function CourseStatus({ course, layout }: { course: CourseOffer; layout: 'card' | 'panel' }) {
  const fields = STATUS_FIELDS.filter(([field]) => course[field]);
  if (fields.length === 0) return null;
  return (
    <dl className={classes.status} data-layout={layout}>
      {fields.map(([field, label]) => (
        <div key={field} className={classes.fact} data-field={field}>
          <dt className={classes.label}>{label}</dt>
          <dd className={classes.value}>{course[field]}</dd>
        </div>
      ))}
    </dl>
  );
}
