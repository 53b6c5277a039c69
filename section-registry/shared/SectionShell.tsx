import { useId, type ReactNode } from 'react';
import { ItemHeadingOrder } from './ItemTitle';
import { KeepHyphenated } from './KeepHyphenated';
import classes from './section-shell.module.css';

export type SectionTone = 'plain' | 'muted' | 'brand';

interface SectionShellProps {
  heading?: string | undefined;
  description?: string | undefined;
  tone?: SectionTone | undefined;
  /** Centre the heading block (a symmetric graphic below it); sections align to the left edge by default. */
  centered?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /**
   * Set the heading and content in a rounded panel of this tone, on a white section
   * (the closing call to action): it stands apart from the sections above and the footer below.
   */
  panel?: SectionTone | undefined;
  /**
   * Heading block at the left of a wide screen, kept in view, and the content at the right: for a
   * long vertical sequence (five steps and more) that would otherwise squeeze into a row.
   */
  split?: boolean;
  /**
   * Set under the heading block at the left of a wide screen, with the content at the right beside
   * both (the ways to reach us, beside the form); in reading order, and on a phone, see `underHeadingFirst`.
   */
  underHeading?: ReactNode;
  /**
   * Where `underHeading` comes in reading order, and so on a phone: after the content (the default), or
   * before it (the ways to reach us: a phone number above a long form, as the spec lists them).
   */
  underHeadingFirst?: boolean;
  /**
   * Where `underHeading`'s two columns begin: md (the default: a form needs the width), or sm, for
   * content that reads well in half a tablet (the home page's introduction beside its selling points).
   */
  besideFrom?: 'sm' | 'md';
  /** Drawn behind a panel's content (the closing call to action's layers): the caller's, so other sections never carry it. */
  decoration?: ReactNode;
  /** Beside a panel's words and buttons from md up, below them on a phone: who to talk to (the closing call to action). */
  panelAside?: ReactNode;
  children: ReactNode;
}

/** About three lines of lead text in half the page's column: as tall as a heading and its marker. */
export const WIDE_DESCRIPTION_MAX = 170;

/**
 * A page section: a landmark-free <section> named by its h2, in a container.
 * Without a heading it is a plain <div>: an unnamed <section> is not exposed
 * as a region anyway, and HTML's outline expects a <section> to have a heading
 * (the HTML checker warns "Section lacks heading" otherwise).
 */
export function SectionShell({
  heading,
  description,
  tone = 'plain',
  centered = false,
  size = 'lg',
  panel,
  split = false,
  underHeading,
  underHeadingFirst = false,
  besideFrom = 'md',
  decoration,
  panelAside,
  children,
}: SectionShellProps) {
  const headingId = useId();
  const Element = heading ? 'section' : 'div';
  const background = panel ? 'plain' : tone;
  // A heading with a short description at the section's full width: the heading at the left, the words
  // at the right on a wide screen (a panel and a split section lay their header out themselves). A longer
  // description stays under its heading: beside it, four or five lines left a hole under a one-line heading.
  const besideHeading =
    heading && description && description.length <= WIDE_DESCRIPTION_MAX && !panel && !split && !underHeading;
  const headerLayout = centered ? classes.centered : besideHeading ? classes.wide : '';
  const header = (heading || description) && (
    <div className={`${classes.header} ${headerLayout}`}>
      {heading && (
        <h2 id={headingId} className={classes.heading}>
          <KeepHyphenated>{heading}</KeepHyphenated>
        </h2>
      )}
      {description && <p className={classes.description}>{description}</p>}
    </div>
  );
  const content = <ItemHeadingOrder.Provider value={heading ? 3 : 2}>{children}</ItemHeadingOrder.Provider>;
  const under = (
    <div>
      <ItemHeadingOrder.Provider value={heading ? 3 : 2}>{underHeading}</ItemHeadingOrder.Provider>
    </div>
  );
  const body = (
    <>
      {header}
      {content}
    </>
  );
  return (
    <Element
      className={`${classes.section} ${classes[background]} ${panel ? classes.panelSection : ''}`}
      data-section-tone={background}
      aria-labelledby={heading ? headingId : undefined}
    >
      {/* A plain container (no component library), so a section that hydrates as an island stays small. */}
      <div className={classes.container} data-size={size}>
        {panel ? (
          <div
            className={`${classes.panel} ${classes[panel]} ${decoration ? classes.decorated : ''} ${panelAside ? classes.withAside : ''}`}
          >
            {decoration}
            {panelAside ? <div>{body}</div> : body}
            {panelAside}
          </div>
        ) : split ? (
          <div className={classes.split}>{body}</div>
        ) : underHeading ? (
          <div className={`${classes.underHeadingLayout} ${besideFrom === 'sm' ? classes.besideFromSm : ''}`}>
            {header}
            {underHeadingFirst && under}
            <div className={classes.besideBoth}>{content}</div>
            {!underHeadingFirst && under}
          </div>
        ) : (
          body
        )}
      </div>
    </Element>
  );
}
