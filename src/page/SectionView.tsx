import { useEffect, useMemo, useRef, type ReactElement, type ReactNode } from 'react';
import { isSectionType, sectionRegistry, type SectionType } from '../../section-registry';
import type { PageInfo } from '../../section-registry/define-section';
import type { ManifestSection } from '../manifests/manifest-types';
import { IslandSlot, useIslandCollector } from './island-slots';
import { useSectionRecorder, useServerPreparedSection } from './prepared-sections';
import { resolveSectionInput } from './resolve-section-input';
import { SectionBoundary } from './SectionBoundary';
import { useSectionSchema } from './use-section-schema';

interface SectionViewProps {
  section: ManifestSection;
  /** Its place in the manifest: how the server's prepared props are matched to it. */
  index: number;
  page: PageInfo;
  /** The manifest file, named when the section fails. */
  file: string;
  /** The page's part of its content document; undefined for fixed-copy pages or while it is missing. */
  pageContent: unknown;
  /** Render from the fixed props even though content is absent (while loading, `whileLoading: "fallback"`). */
  renderFallback?: boolean;
}

/** One manifest section: a registry lookup, its input resolved and parsed leniently, in its own boundary. */
export function SectionView(props: SectionViewProps) {
  if (!isSectionType(props.section.type)) {
    console.error(`Unknown section type "${props.section.type}" in ${props.file} (the build should have refused it)`);
    return null;
  }
  return <KnownSectionView {...props} type={props.section.type} />;
}

function KnownSectionView({
  section,
  type,
  index,
  page,
  file,
  pageContent,
  renderFallback = false,
}: SectionViewProps & { type: SectionType }) {
  const definition = sectionRegistry[type];
  // The server's props stand while the section shows what the server rendered it with.
  const fromServer = useServerPreparedSection(file, index);
  const atMount = useRef({ pageContent, renderFallback }).current;
  const useServerProps =
    fromServer !== undefined && pageContent === atMount.pageContent && renderFallback === atMount.renderFallback;
  const schemaReady = useSectionSchema(type, !useServerProps);
  const recorder = useSectionRecorder();
  const islands = useIslandCollector();
  const lastElement = useRef<ReactElement | null>(null);

  const element = useMemo((): ReactElement | null | 'waiting' => {
    if (useServerProps) return fromServer === null ? null : definition.render(fromServer);
    if (!schemaReady) return 'waiting';
    const { input, hasContent } = resolveSectionInput(section, pageContent);
    if (!hasContent && !renderFallback && section.ifMissing !== 'fallback') {
      if (recorder) recorder.sections[index] = null;
      return null;
    }
    const prepared = definition.prepare(input, page);
    if (recorder) recorder.sections[index] = prepared?.props ?? null;
    if (prepared && prepared.dropped.length > 0) {
      console.warn(`Section "${type}" of ${file} ignored content that did not fit:`, prepared.dropped);
    }
    if (!prepared) return null;
    // On the server, an island leaves a slot, filled with its own render (see island-slots.tsx).
    const { browser } = definition;
    if (islands && browser.kind === 'island') {
      const id = islands.add(type, prepared.props);
      return <IslandSlot id={id} type={type} when={browser.when} src={islands.srcOf(type)} props={prepared.props} />;
    }
    return prepared.element;
  }, [
    useServerProps,
    fromServer,
    schemaReady,
    section,
    pageContent,
    renderFallback,
    definition,
    page,
    recorder,
    islands,
    index,
    type,
    file,
  ]);

  // In the whole client app (a preview, a page sent loading), an enhancement runs once the section is in the page.
  useEffect(() => {
    const { browser } = definition;
    if (element === null || element === 'waiting' || browser.kind !== 'enhancement') return;
    browser.load().then(
      (module) => module.enhance(document),
      (error: unknown) => console.error(`Section "${type}" of ${file}: its enhancement did not load`, error),
    );
  }, [element, definition, type, file]);

  // New content waits for the schema (a moment, once per type): meanwhile the section keeps showing what it had.
  const shown = element === 'waiting' ? lastElement.current : element;
  lastElement.current = shown;
  if (!shown) return section.id ? <SectionAnchor id={section.id} /> : null;
  const boundary = (
    <SectionBoundary type={type} file={file}>
      {shown}
    </SectionBoundary>
  );
  // An id makes the section a link target (/#contact); the wrapper adds no semantics.
  return section.id ? <SectionAnchor id={section.id}>{boundary}</SectionAnchor> : boundary;
}

/** Keeps a section's anchor on the page while it has nothing to show, so /#id still lands there. */
export function SectionAnchor({ id, children }: { id: string; children?: ReactNode }) {
  return <div id={id}>{children}</div>;
}
