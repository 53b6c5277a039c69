import { useQuery } from '@tanstack/react-query';
import type { PageInfo } from '../../section-registry/define-section';
import { contentQueries } from '../content/queries';
import { useHydrated } from '../lib/use-hydrated';
import {
  DEFAULT_EMPTY_TEXT,
  DEFAULT_LOADING_TEXT,
  type ContentSource,
  type PageManifest,
} from '../manifests/manifest-schema';
import { getPath } from './resolve-section-input';
import { PageStatus } from './PageStatus';
import { SectionView } from './SectionView';

interface ContentSectionsProps {
  manifest: PageManifest;
  source: ContentSource;
  page: PageInfo;
}

/**
 * The three states of a content page: loading, empty, loaded. A failed read is
 * logged (by the query cache) and shows as empty: visitors never see an error.
 */
export function ContentSections({ manifest, source, page }: ContentSectionsProps) {
  const query = useQuery(contentQueries[source.document]);
  // Prerendered pages carry no content: until hydration is over, render what the HTML shows.
  const hydrated = useHydrated();
  const isPending = query.isPending || !hydrated;
  const data = hydrated ? query.data : undefined;
  const loadingText = manifest.loadingText ?? DEFAULT_LOADING_TEXT;
  const pageContent = source.path ? getPath(data, source.path) : data;
  const hasPageContent = typeof pageContent === 'object' && pageContent !== null;

  if (source.states === 'section') {
    return manifest.sections.map((section, index) => {
      if (isPending && section.from) {
        return section.whileLoading === 'fallback' ? (
          <SectionView key={index} section={section} page={page} pageContent={undefined} renderFallback />
        ) : (
          <PageStatus key={index} text={loadingText} />
        );
      }
      return (
        <SectionView key={index} section={section} page={page} pageContent={hasPageContent ? pageContent : undefined} />
      );
    });
  }

  if (isPending) return <PageStatus pageTitle={manifest.title} text={loadingText} />;
  if (!hasPageContent) return <PageStatus pageTitle={manifest.title} text={manifest.emptyText ?? DEFAULT_EMPTY_TEXT} />;
  return manifest.sections.map((section, index) => (
    <SectionView key={index} section={section} page={page} pageContent={pageContent} />
  ));
}
