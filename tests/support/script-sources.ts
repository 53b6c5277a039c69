/** Where a build's browser modules would be, for server tests that render without a client build. */
import type { ScriptSources } from '../../src/entry-server';
import { sectionRegistry } from '../../section-registry';
import { sectionFolderOf } from '../../server/page-assets';

export function testScriptSources(): ScriptSources {
  const islands: Record<string, string> = {};
  const enhancements: Record<string, string> = {};
  for (const [type, section] of Object.entries(sectionRegistry)) {
    if (section.browser.kind === 'island') islands[type] = `/assets/section-${sectionFolderOf(type)}.js`;
    if (section.browser.kind === 'enhancement') enhancements[type] = `/assets/enhance-${sectionFolderOf(type)}.js`;
  }
  return { app: ['/assets/react-dom.js', '/assets/app.js'], hydrator: '/assets/hydrator.js', islands, enhancements };
}
