import { Suspense, useMemo } from 'react';
import type { PageManifest } from '../manifests/manifest-schema';
import { SITE_NAME } from '../site';
import { ContentSections } from './ContentSections';
import classes from './page.module.css';
import { SectionView } from './SectionView';

/** Renders any page manifest: head tags, then its sections from fixed copy or content. */
export function ManifestPage({ manifest }: { manifest: PageManifest }) {
  const page = useMemo(() => ({ title: manifest.title }), [manifest.title]);
  return (
    <>
      {/* React 19 hoists these into <head>. */}
      <title>{`${manifest.title} | ${SITE_NAME}`}</title>
      <meta name="description" content={manifest.description} />
      <div className={classes.page}>
        <Suspense fallback={null}>
          {manifest.content ? (
            <ContentSections manifest={manifest} source={manifest.content} page={page} />
          ) : (
            manifest.sections.map((section, index) => (
              <SectionView key={index} section={section} page={page} pageContent={undefined} />
            ))
          )}
        </Suspense>
      </div>
    </>
  );
}
