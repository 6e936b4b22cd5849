import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { itemEnvelope, listEnvelope } from '../../../lib/envelopes.ts';
import { HttpError, notFound } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { cleanReason } from '../../../plugins/app/kernel/roles.ts';
import { configChanges } from '../../../plugins/app/platform/config-diff.ts';
import {
  isStale,
  type ConfigVersionSummary,
  type StalePublish,
} from '../../../plugins/app/platform/config-versions.ts';
import { configLinkProblem } from '../../../plugins/app/platform/rules.ts';
import { staffOnly } from '../../../plugins/app/staff/require-role.ts';
import { AppConfig, type AppConfigValue } from '../../../schemas/app-config.ts';
import { errorResponses, ItemEnvelope, ListEnvelope } from '../../../schemas/common.ts';
import {
  ConfigDiff,
  ConfigDiffQuery,
  ConfigVersion,
  ConfigVersionSummary as VersionSchema,
  Draft,
  DraftBody,
  DraftParams,
  PublishBody,
  RollbackBody,
  StaleEnvelope,
  VersionParams,
} from '../../../schemas/config-versions.ts';

const OPERATORS_ONLY =
  'Operators only: 403 SESSION_INVALID without a session, 403 ROLE_REQUIRED for members ' +
  'and moderators.';

const STALE =
  '409 CONFIG_CHANGED when another version was published after `baseVersion`, with the ' +
  'current version and what changed since `baseVersion`: nothing is overwritten.';

/** Every link a member will load is a web or in-app link (the same rule as the PUT). */
function checkLinks(config: AppConfigValue, field: string): void {
  const badLink = configLinkProblem(config, field);
  if (badLink) throw new HttpError(400, 'VALIDATION_ERROR', badLink);
}

/**
 * The app configuration editor's routes (issue 38): the published version, the history, a
 * diff of any two versions, publishing with a note, rollback, and drafts for the preview.
 */
const configRoutes: FastifyPluginAsyncTypebox = staffOnly('operator', async (app) => {
  /** A refused publish: 409 with what changed since the version it was based on. */
  async function refuseStale(reply: FastifyReply, baseVersion: number, stale: StalePublish) {
    const [base, current] = await Promise.all([
      app.configVersions.get(baseVersion),
      app.configVersions.get(stale.current.version),
    ]);
    return reply.code(409).send({
      valid: false as const,
      errorCode: 'CONFIG_CHANGED' as const,
      message:
        `The configuration changed while you were editing: version ${stale.current.version} ` +
        `was published after version ${baseVersion}, which your changes were based on.`,
      current: stale.current,
      changes: configChanges(base?.config ?? {}, current?.config ?? {}),
    });
  }

  function published(result: ConfigVersionSummary, message: string) {
    return itemEnvelope(result, message);
  }

  app.get(
    '/config',
    {
      schema: {
        tags: ['staff'],
        summary: 'The published app configuration and its version (the editor starts here)',
        description: OPERATORS_ONLY,
        response: { 200: ItemEnvelope(ConfigVersion), ...errorResponses(403) },
      },
    },
    async () => itemEnvelope(await app.configVersions.current()),
  );

  app.get(
    '/config/versions',
    {
      schema: {
        tags: ['staff'],
        summary: 'Every published version of the app configuration, newest first',
        description: `${OPERATORS_ONLY} Who published each, when, and the note.`,
        response: { 200: ListEnvelope(VersionSchema), ...errorResponses(403) },
      },
    },
    async () => {
      const items = await app.configVersions.history();
      return listEnvelope(items, items.length, { start: 0, limit: items.length });
    },
  );

  app.get(
    '/config/versions/:version',
    {
      schema: {
        tags: ['staff'],
        summary: 'One published version of the app configuration',
        description: OPERATORS_ONLY,
        params: VersionParams,
        response: { 200: ItemEnvelope(ConfigVersion), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const version = await app.configVersions.get(request.params.version);
      if (!version) throw notFound('There is no such version of the configuration.');
      return itemEnvelope(version);
    },
  );

  app.get(
    '/config/diff',
    {
      schema: {
        tags: ['staff'],
        summary: 'What changed between two versions, as the editor names each part',
        description: OPERATORS_ONLY,
        querystring: ConfigDiffQuery,
        response: { 200: ItemEnvelope(ConfigDiff), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      const [before, after] = await Promise.all([
        app.configVersions.get(from),
        app.configVersions.get(to),
      ]);
      if (!before || !after) throw notFound('There is no such version of the configuration.');
      return itemEnvelope({ from, to, changes: configChanges(before.config, after.config) });
    },
  );

  app.post(
    '/config/versions',
    {
      schema: {
        tags: ['staff'],
        summary: 'Publish a configuration, with a note (members get it on their next load)',
        description:
          `${OPERATORS_ONLY} Validated like PUT /api/sirqul/appconfig (400 naming the field). ` +
          `${STALE} The publish goes to the audit log with the configuration before and after.`,
        body: PublishBody,
        response: {
          ...errorResponses(403),
          200: ItemEnvelope(VersionSchema),
          409: StaleEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { baseVersion, config } = request.body;
      checkLinks(config, 'body/config');
      const note = cleanReason(request.body.note);
      if (!note) throw new HttpError(400, 'VALIDATION_ERROR', 'body/note: say what changed.');
      const result = await app.configVersions.publish({
        baseVersion,
        config,
        note,
        actorId: currentUser(request).id,
      });
      if (isStale(result)) return refuseStale(reply, baseVersion, result);
      return published(result, `Version ${result.version} is published.`);
    },
  );

  app.post(
    '/config/versions/:version/rollback',
    {
      schema: {
        tags: ['staff'],
        summary: "Publish an earlier version's configuration again, as a new version",
        description:
          `${OPERATORS_ONLY} ${STALE} 404 for a version that does not exist. Logged in the ` +
          'audit log like a publish.',
        params: VersionParams,
        body: RollbackBody,
        response: {
          ...errorResponses(403, 404),
          200: ItemEnvelope(VersionSchema),
          409: StaleEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { version } = request.params;
      const { baseVersion } = request.body;
      const note = cleanReason(request.body.note ?? '') || `Rolled back to version ${version}`;
      const result = await app.configVersions.rollback({
        version,
        baseVersion,
        note,
        actorId: currentUser(request).id,
      });
      if (!result) throw notFound('There is no such version of the configuration.');
      if (isStale(result)) return refuseStale(reply, baseVersion, result);
      return published(
        result,
        `Version ${result.version} is published: the configuration of version ${version}.`,
      );
    },
  );

  app.post(
    '/config/drafts',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Keep a draft configuration for the preview (the host opened with ?configPreview=<id>)',
        description:
          `${OPERATORS_ONLY} Validated like a publish. A draft is never shown to members: ` +
          'only operators can read one, and only by its random id. Drafts are kept a day.',
        body: DraftBody,
        response: { 200: ItemEnvelope(Draft), ...errorResponses(403) },
      },
    },
    async (request) => {
      checkLinks(request.body.config, 'body/config');
      const id = await app.configVersions.saveDraft(request.body.config, currentUser(request).id);
      return itemEnvelope({ id });
    },
  );

  app.get(
    '/config/drafts/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'A draft configuration, as the host renders it in a preview',
        description: `${OPERATORS_ONLY} 404 for a draft that does not exist (or was swept).`,
        params: DraftParams,
        response: { 200: ItemEnvelope(AppConfig), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const draft = await app.configVersions.draft(request.params.id);
      if (!draft) throw notFound('There is no such draft.');
      return itemEnvelope(draft);
    },
  );
});

export default configRoutes;
