/** The Sanity CLI (`sanity dev`, `build`, `deploy`, `dataset import`) run from studio/. */
import { defineCliConfig } from 'sanity/cli';
import { dataset, projectId } from './env';

export default defineCliConfig({
  api: { projectId, dataset },
  deployment: {
    // The Studio runs the pinned, tested `sanity` of package-lock.json, not a newer one fetched at load.
    autoUpdates: false,
  },
  vite: {
    // The link rules come from the site (../src/lib/safe-href.ts); the dev server may serve files from there.
    server: { fs: { allow: ['..'] } },
  },
});
