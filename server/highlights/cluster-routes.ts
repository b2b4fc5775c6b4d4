import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tenantById } from '../../src/tenants';
import { askProcess, isFromCluster, routingMark } from '../http/cluster-calls';
import { HttpError, NotFoundError } from '../http/errors';
import { errorResponses } from '../http/schema';
import { packageMatches, type AskHolder, type PackageMatches } from './build';
import { SERVICE_PREFIXES } from '../http/services';
import type { SearchAssignment } from '../search/cluster';
import { HighlightRuleError } from './rules';
import { packageById } from './repository';
import { MatchesAnswer, MatchesBody, RuleProblemAnswer } from './schemas';

/** Where a process asks the holder of a tenant's index what a package's search finds. */
export const MATCHES_PATH = '/v1/cluster/package-matches';

/**
 * A cluster's process building a highlight package asks the process holding the tenant's
 * search index what the package's search finds (`buildPackage`), rather than making the
 * index itself. Only the cluster's processes may ask (their shared secret's mark); to anyone
 * else the route is not there.
 */
export const clusterMatchesRoute: FastifyPluginAsyncTypebox = async (app) => {
  const mark = routingMark(app.config.secret);
  app.post(
    MATCHES_PATH,
    {
      config: { access: 'public' },
      // Before the body is read: to anyone else the route is not there, whatever they send.
      preValidation: async (request) => {
        if (!isFromCluster(request, mark))
          throw new HttpError(404, 'not_found', 'There is nothing here.');
      },
      schema: {
        hide: true,
        body: MatchesBody,
        response: { 200: MatchesAnswer, 422: RuleProblemAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { tenantId, packageId } = request.body;
      if (!tenantById(tenantId)) throw new NotFoundError('Tenant', tenantId);
      try {
        const row = await packageById(app.db, tenantId, packageId);
        if (!row) throw new NotFoundError('Package', packageId);
        return await packageMatches(app.db, await app.searchEngine.tenant(tenantId), tenantId, row);
      } catch (error) {
        if (!(error instanceof HighlightRuleError)) throw error;
        return reply.code(422).send({ rule: error.rule, problem: error.problem });
      }
    },
  );
};

/**
 * How a process asks the holder of a tenant's index what a package's search finds: null where
 * it holds the index itself, or the holder cannot answer now (the package is then matched here,
 * the index made for it and let go at the next beat). A rule the holder finds wrong is wrong.
 */
export function askingHolder(assignment: SearchAssignment, secret: Uint8Array): AskHolder {
  const mark = routingMark(secret);
  return async (tenantId, packageId) => {
    const target = assignment.routeOf(tenantId);
    if (!target) return null;
    const answer = await askProcess<PackageMatches | { rule: string; problem: string }>(
      target,
      `${SERVICE_PREFIXES.highlights}${MATCHES_PATH}`,
      { tenantId, packageId },
      mark,
    );
    if (answer?.status === 200) return answer.body as PackageMatches;
    if (answer?.status === 422 && 'problem' in answer.body)
      throw new HighlightRuleError(answer.body.rule, answer.body.problem);
    return null;
  };
}
