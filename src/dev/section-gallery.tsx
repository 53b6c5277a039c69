/** Entry of the dev server's /__sections page (see server/dev-pages/reviewer-pages-plugin.ts). */
import '../shell/fonts.css';
import '../shell/mantine-styles';
import '../shell/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../App';
import { createQueryClient } from '../content/queries';
import { SectionGallery } from './SectionGallery';

const container = document.getElementById('root');
if (!container) throw new Error('The gallery page has no #root element');
createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      {/* A memory router: links inside the fixtures must not leave the gallery. */}
      <MemoryRouter>
        <SectionGallery />
      </MemoryRouter>
    </AppProviders>
  </StrictMode>,
);
