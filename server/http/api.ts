import fp from 'fastify-plugin';
import type { RouteOptions } from 'fastify';
import { SERVICE_PATHS } from '../../src/core/api/contract';
import { documentAccess, resolvePrincipal } from './access';
import { refuseNul } from './nul-guard';
import { siteCheck } from './site-check';

type Hooks = RouteOptions['onRequest'];

/** A route's own hooks, after the ones a plugin puts first (the API's, search's passing on). */
export function hooksFirst<T>(ours: T[], theirs: T | T[] | undefined): T[] {
  return [...ours, ...(theirs === undefined ? [] : Array.isArray(theirs) ? theirs : [theirs])];
}

// The bare `/highlights` is the app's page of that name, not the service.
const underService = (url: string) =>
  Object.values(SERVICE_PATHS).some((prefix) => url.startsWith(`${prefix}/`));

/**
 * The four services' rules, for every route that declares its access (`config: { access }`),
 * whichever feature registers it: its caller resolved before its body is validated, pages of
 * sites the tenant did not register refused, NUL characters refused (after access: a caller
 * without it learns nothing of what is wrong with their input). A route under a service's base
 * path that declares no access stops the start. Registered before every feature's routes; the
 * hooks read the caller's parts (`auth`, `sites`) from the server at each request.
 */
export const apiPlugin = fp(
  async (app) => {
    app.decorateRequest('principal', null);
    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      if (!access) {
        if (underService(route.url))
          throw new Error(`${String(route.method)} ${route.url} declares no access`);
        return;
      }
      documentAccess(route, access);
      route.onRequest = hooksFirst([siteCheck.onRequest], route.onRequest) as Hooks;
      route.preValidation = hooksFirst(
        [resolvePrincipal, siteCheck.preValidation, refuseNul],
        route.preValidation,
      ) as RouteOptions['preValidation'];
    });
  },
  { name: 'api' },
);
