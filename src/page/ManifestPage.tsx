import { useMemo } from 'react';
import type { PageManifest } from '../manifests/manifest-types';
import { PageHead } from '../seo/PageHead';
import { ContentSections } from './ContentSections';
import classes from './page.module.css';
import { SectionView } from './SectionView';

interface ManifestPageProps {
  manifest: PageManifest;
  /** The manifest file, named in logs when a section fails. */
  file: string;
}

/** Renders any page manifest: head tags, then its sections from fixed copy or content. */
export function ManifestPage({ manifest, file }: ManifestPageProps) {
  const page = useMemo(() => ({ title: manifest.title }), [manifest.title]);
  return (
    <>
      <PageHead manifest={manifest} />
      <div className={classes.page}>
        {manifest.content ? (
          <ContentSections manifest={manifest} source={manifest.content} page={page} file={file} />
        ) : (
          manifest.sections.map((section, index) => (
            <SectionView key={index} section={section} index={index} page={page} file={file} pageContent={undefined} />
          ))
        )}
      </div>
    </>
  );
}
