/**
 * The section gallery (dev server only, /__sections): every registered section
 * type rendered from its fixture.json, under its type name, with the props it
 * accepts. The place to see a section before using it in a manifest.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { SECTION_TYPES, sectionRegistry, type SectionType } from '../../section-registry';
import { SectionBoundary } from '../page/SectionBoundary';
import { acceptedProps, type AcceptedProp } from './accepted-props';
import classes from './section-gallery.module.css';

const fixtures = import.meta.glob<unknown>('../../section-registry/*/fixture.json', { import: 'default', eager: true });

/** "contactForm" lives in section-registry/contact-form/. */
export const folderOf = (type: string) => type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

interface GalleryEntry {
  type: SectionType;
  props: AcceptedProp[];
  /** null when the fixture is missing or the section rejects it. */
  element: ReactElement | null;
}

async function loadEntry(type: SectionType): Promise<GalleryEntry> {
  const definition = sectionRegistry[type];
  await definition.preload();
  const schema = await definition.loadSchema();
  const fixture = fixtures[`../../section-registry/${folderOf(type)}/fixture.json`];
  const prepared = fixture === undefined ? null : definition.prepare(fixture, { title: `${type} (fixture)` });
  return { type, props: acceptedProps(schema), element: prepared?.element ?? null };
}

export function SectionGallery() {
  const [entries, setEntries] = useState<GalleryEntry[] | null>(null);
  useEffect(() => {
    void Promise.all(SECTION_TYPES.map(loadEntry)).then((loaded) => {
      setEntries(loaded);
      // As the site marks a page once it is interactive: tests wait for it.
      document.documentElement.dataset.hydrated = '';
    });
  }, []);

  return (
    <>
      <header className={classes.header}>
        <h1 className={classes.title}>Section gallery</h1>
        <p>
          {SECTION_TYPES.length} section types, each rendered from its fixture.json. Dev server only (and a test build
          for the visual tests). <a href="/__manifests">Page manifests</a>
        </p>
        <nav aria-label="Section types">
          <ul className={classes.index}>
            {SECTION_TYPES.map((type) => (
              <li key={type}>
                <a href={`#section-${type}`}>{type}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main>
        {entries === null ? (
          <p role="status">Loading the sections…</p>
        ) : (
          entries.map((entry) => <GalleryItem key={entry.type} entry={entry} />)
        )}
      </main>
    </>
  );
}

function GalleryItem({ entry }: { entry: GalleryEntry }) {
  const headingId = `section-${entry.type}`;
  return (
    <article className={classes.item} aria-labelledby={headingId} data-section-type={entry.type}>
      <h2 id={headingId} className={classes.type}>
        {entry.type}
      </h2>
      <details className={classes.props}>
        <summary>Props it accepts ({entry.props.length})</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">Prop</th>
              <th scope="col">Type</th>
              <th scope="col">Required</th>
              <th scope="col">Default</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {entry.props.map((prop) => (
              <tr key={prop.name}>
                <th scope="row">
                  <code>{prop.name}</code>
                </th>
                <td>{prop.type}</td>
                <td>{prop.required ? 'yes' : 'no'}</td>
                <td>{prop.defaultValue === null ? '' : <code>{prop.defaultValue}</code>}</td>
                <td>{prop.description ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      {/* What the visual tests photograph: the section alone. */}
      <div className={classes.preview} data-section-preview={entry.type}>
        {entry.element ? (
          <SectionBoundary type={entry.type} file={`section-registry/${folderOf(entry.type)}/fixture.json`}>
            {entry.element}
          </SectionBoundary>
        ) : (
          <p>The fixture is missing or renders nothing.</p>
        )}
      </div>
    </article>
  );
}
