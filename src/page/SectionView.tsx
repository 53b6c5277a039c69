import { useMemo } from 'react';
import { isSectionType, sectionRegistry } from '../../section-registry';
import type { PageInfo } from '../../section-registry/define-section';
import type { ManifestSection } from '../manifests/manifest-schema';
import { resolveSectionInput } from './resolve-section-input';

interface SectionViewProps {
  section: ManifestSection;
  page: PageInfo;
  /** The page's part of its content document; undefined for fixed-copy pages or while it is missing. */
  pageContent: unknown;
  /** Render from the fixed props even though content is absent (while loading, `whileLoading: "fallback"`). */
  renderFallback?: boolean;
}

/** One manifest section: a registry lookup, its input resolved, parsed leniently, rendered. */
export function SectionView({ section, page, pageContent, renderFallback = false }: SectionViewProps) {
  const prepared = useMemo(() => {
    if (!isSectionType(section.type)) {
      console.error(`Unknown section type "${section.type}" (the build should have refused this manifest)`);
      return null;
    }
    const { input, hasContent } = resolveSectionInput(section, pageContent);
    if (!hasContent && !renderFallback && section.ifMissing !== 'fallback') return null;
    const result = sectionRegistry[section.type].prepare(input, page);
    if (result && result.dropped.length > 0) {
      console.warn(`Section "${section.type}" ignored content that did not fit:`, result.dropped);
    }
    return result;
  }, [section, page, pageContent, renderFallback]);
  if (!prepared) return null;
  // An id makes the section a link target (/#contact); the wrapper adds no semantics.
  return section.id ? <div id={section.id}>{prepared.element}</div> : prepared.element;
}
