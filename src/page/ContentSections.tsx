import { useQuery } from '@tanstack/react-query';
import type { PageInfo } from '../../section-registry/define-section';
import { contentQueries } from '../content/queries';
import { DEFAULT_EMPTY_TEXT, DEFAULT_LOADING_TEXT } from '../manifests/manifest-constants';
import type { ContentSource, PageManifest } from '../manifests/manifest-types';
import { PageStatus } from './PageStatus';
import { getPath } from './resolve-section-input';
import { SectionAnchor, SectionView } from './SectionView';

interface ContentSectionsProps {
  manifest: PageManifest;
  source: ContentSource;
  page: PageInfo;
  file: string;
}

/**
 * The three states of a content page: loading, empty, loaded. Server-rendered
 * pages arrive loaded (their content travels with them); the loading state is
 * for client-side navigation, or a server that could not read content. A failed
 * read is logged (by the query cache) and shows as empty: never as an error.
 */
export function ContentSections({ manifest, source, page, file }: ContentSectionsProps) {
  const query = useQuery(contentQueries[source.document]);
  const loadingText = manifest.loadingText ?? DEFAULT_LOADING_TEXT;
  const pageContent = source.path ? getPath(query.data, source.path) : query.data;
  const hasPageContent = typeof pageContent === 'object' && pageContent !== null;

  if (source.states === 'section') {
    return manifest.sections.map((section, index) => {
      if (query.isPending && section.from && section.whileLoading !== 'fallback') {
        return <PageStatus key={index} id={section.id} text={loadingText} />;
      }
      return (
        <SectionView
          key={index}
          section={section}
          index={index}
          page={page}
          file={file}
          pageContent={hasPageContent ? pageContent : undefined}
          renderFallback={query.isPending}
        />
      );
    });
  }

  // One status for the page; its sections' anchors stay, so a link to /page#id lands on the page meanwhile.
  const anchors = manifest.sections.map((section) => section.id && <SectionAnchor key={section.id} id={section.id} />);
  if (query.isPending) {
    return (
      <>
        <PageStatus pageTitle={manifest.title} text={loadingText} />
        {anchors}
      </>
    );
  }
  if (!hasPageContent) {
    return (
      <>
        <PageStatus pageTitle={manifest.title} text={manifest.emptyText ?? DEFAULT_EMPTY_TEXT} />
        {anchors}
      </>
    );
  }
  return manifest.sections.map((section, index) => (
    <SectionView key={index} section={section} index={index} page={page} file={file} pageContent={pageContent} />
  ));
}
