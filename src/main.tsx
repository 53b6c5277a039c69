import '@mantine/core/styles.css';
import '@mantine/carousel/styles.css';
import './shell/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './App';
import { createQueryClient } from './content/queries';
import { buildRoutes } from './routing/routes';

const queryClient = createQueryClient();
const router = createBrowserRouter(buildRoutes(queryClient));
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
