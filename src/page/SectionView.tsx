import { useMemo } from 'react';
import { isSectionType, sectionRegistry } from '../../section-registry';
import type { PageInfo } from '../../section-registry/define-section';
import type { ManifestSection } from '../manifests/manifest-types';
import { resolveSectionInput } from './resolve-section-input';
import { SectionBoundary } from './SectionBoundary';

interface SectionViewProps {
  section: ManifestSection;
  page: PageInfo;
  /** The manifest file, named when the section fails. */
  file: string;
  /** The page's part of its content document; undefined for fixed-copy pages or while it is missing. */
  pageContent: unknown;
  /** Render from the fixed props even though content is absent (while loading, `whileLoading: "fallback"`). */
  renderFallback?: boolean;
}

/** One manifest section: a registry lookup, its input resolved, parsed leniently, rendered in its own boundary. */
export function SectionView({ section, page, file, pageContent, renderFallback = false }: SectionViewProps) {
  const prepared = useMemo(() => {
    if (!isSectionType(section.type)) {
      console.error(`Unknown section type "${section.type}" in ${file} (the build should have refused it)`);
      return null;
    }
    const { input, hasContent } = resolveSectionInput(section, pageContent);
    if (!hasContent && !renderFallback && section.ifMissing !== 'fallback') return null;
    const result = sectionRegistry[section.type].prepare(input, page);
    if (result && result.dropped.length > 0) {
      console.warn(`Section "${section.type}" of ${file} ignored content that did not fit:`, result.dropped);
    }
    return result;
  }, [section, page, file, pageContent, renderFallback]);
  if (!prepared) return section.id ? <SectionAnchor id={section.id} /> : null;
  const boundary = (
    <SectionBoundary type={section.type} file={file}>
      {prepared.element}
    </SectionBoundary>
  );
  // An id makes the section a link target (/#contact); the wrapper adds no semantics.
  return section.id ? <div id={section.id}>{boundary}</div> : boundary;
}

/** Keeps a section's anchor on the page while it has nothing to show, so /#id still lands there. */
export function SectionAnchor({ id, children }: { id: string; children?: React.ReactNode }) {
  return <div id={id}>{children}</div>;
}
