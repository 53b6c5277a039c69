import { useEffect, useState } from 'react';
import { sectionRegistry, type SectionType } from '../../section-registry';

/**
 * Whether a section's schema is loaded, loading it when `needed`. A page that
 * arrived prepared by the server needs it only if its content changes later.
 */
export function useSectionSchema(type: SectionType, needed: boolean): boolean {
  const definition = sectionRegistry[type];
  const [ready, setReady] = useState(definition.canPrepare());
  useEffect(() => {
    if (!needed || ready) return;
    let active = true;
    definition.loadSchema().then(
      () => active && setReady(true),
      (error: unknown) => console.error(`The "${type}" section's schema failed to load:`, error),
    );
    return () => {
      active = false;
    };
  }, [definition, needed, ready, type]);
  return ready || definition.canPrepare();
}
