/**
 * The page the production-server tests read while they break its content source (/about/overview),
 * and what "rendered with its content" means for it: the overview's own title is its h1, and no
 * loading or empty message shows.
 */
import { renderPage } from '../../src/entry-server';
import { publishedDocuments } from './dataset';
import { testScriptSources } from './script-sources';

export const OVERVIEW_PAGE = '/about/overview';

const overview = publishedDocuments().get('whoWeAre')?.overview as { heroSection: { title: string } };

export const overviewHasContent = (body: string) =>
  body.includes(`>${overview.heroSection.title}</h1>`) &&
  !body.includes('Loading...') &&
  !body.includes('No data available');

/** The renderer's modules load on first use (slow under the test runner's transforms): load them before any timing. */
export async function warmRenderer(): Promise<void> {
  await renderPage(OVERVIEW_PAGE, {
    readContent: () => Promise.resolve({ document: null, syncTags: [] }),
    scripts: testScriptSources(),
    siteUrl: 'https://www.example.co.uk',
  });
}
