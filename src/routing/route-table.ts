/** The site's route table, built once from the manifests (see match-route.ts). */
import { manifestRoutes } from './manifest-modules';
import { createRouteTable } from './match-route';

export const routeTable = createRouteTable(manifestRoutes);
