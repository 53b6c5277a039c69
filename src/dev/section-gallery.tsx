/** Entry of the dev server's /__sections page (see server/dev-pages/reviewer-pages-plugin.ts). */
import '../shell/fonts.css';
import '../shell/mantine-styles';
import '../shell/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../App';
import { createQueryClient } from '../content/queries';
import { AfterPageRendered, PageRenderedContext } from '../page/page-rendered';
import { SectionGallery } from './SectionGallery';

const container = document.getElementById('root');
if (!container) throw new Error('The gallery page has no #root element');
// As on the site's pages, <html data-ready> tells tests and tools the page has rendered.
const markReady = () => {
  document.documentElement.dataset.ready = '';
};
createRoot(container).render(
  <StrictMode>
    <PageRenderedContext value={markReady}>
      <AppProviders queryClient={createQueryClient()}>
        {/* A memory router: links inside the fixtures must not leave the gallery. */}
        <MemoryRouter>
          <AfterPageRendered>
            <SectionGallery />
          </AfterPageRendered>
        </MemoryRouter>
      </AppProviders>
    </PageRenderedContext>
  </StrictMode>,
);
