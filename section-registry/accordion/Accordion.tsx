import { IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';
import { ItemTitle } from '../shared/ItemTitle';
import { WithAside } from '../shared/Aside';
import { RichText } from '../shared/RichText';
import { SectionShell } from '../shared/SectionShell';
import classes from './accordion.module.css';
import type { AccordionProps } from './schema';

/**
 * Policy sections, course modules and programmes, as native disclosure
 * widgets: every panel opens before JavaScript arrives and without it, and
 * find-in-page reaches its text. Spec: at most one item open, and clicking
 * the open item closes it again. All start closed, or, on a page read as a
 * document (`firstOpen`), the first starts open so the text shows on arrival.
 * The shared `name` makes browsers keep one open; enhance.ts does the same
 * where they do not.
 */
export default function Accordion({ heading, description, items, contents, firstOpen, aside, tone }: AccordionProps) {
  const group = useId();
  // An item's title is its only control; without one a visitor could not open it.
  const entries = items.filter((item) => item.title);
  if (entries.length === 0) return null;

  const ids = anchorIds(entries.map((item) => item.title ?? ''));
  const accordion = (
    <div className={classes.list} data-accordion="">
      {entries.map((item, index) => (
        <details key={index} name={group} open={firstOpen && index === 0} className={classes.item}>
          <summary className={classes.control}>
            {/* h3 under the section heading, or h2 when there is none (see ItemTitle). */}
            <ItemTitle className={classes.title}>{item.title}</ItemTitle>
            <IconChevronDown className={classes.chevron} size={20} aria-hidden="true" />
          </summary>
          {/*
           * A contents entry's target is in the item's hidden part, drawn at the item's top: following the
           * link, or arriving with its #fragment, makes the browser open the item (HTML's details revealing)
           * and show its title, with no script. On the details element itself the target was already in
           * view, so the item stayed shut until the script came (review 37: "jumps to closed panels").
           */}
          {contents && <span id={ids[index]} className={classes.anchor} />}
          <div className={classes.panel}>
            <RichText blocks={item.body} />
          </div>
        </details>
      ))}
    </div>
  );

  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      {contents ? (
        <div className={classes.document}>
          <Contents titles={entries.map((item) => item.title ?? '')} ids={ids} />
          {accordion}
        </div>
      ) : (
        <WithAside aside={aside} landmark={!heading}>
          {accordion}
        </WithAside>
      )}
    </SectionShell>
  );
}

/** "Information We Collect" → "information-we-collect"; a repeat gets "-2", so every id is unique. */
function anchorIds(titles: string[]): string[] {
  const seen = new Map<string, number>();
  return titles.map((title) => {
    const base =
      title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'section';
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  });
}

/**
 * The legal pages' contents: every item, in order, each a link to it. Following one opens the item and
 * scrolls to its title (the target's place in the item, above; enhance.ts where a browser does not).
 */
function Contents({ titles, ids }: { titles: string[]; ids: string[] }) {
  return (
    <nav aria-label="Contents" className={classes.contents}>
      <p className={classes.contentsTitle}>Contents</p>
      <ol>
        {titles.map((title, index) => (
          <li key={ids[index]}>
            <a href={`#${ids[index]}`} data-opens-item="">
              {title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
