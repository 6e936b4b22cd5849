// @ts-check
// The layers of the platform API (api/README.md "Layers"), as ESLint rules that resolve
// relative imports:
// - a route file (`api/src/routes/**`, but for `*.helpers.ts` and the autohooks) imports
//   neither `db/` nor another route file, and never reads `app.db`: it asks a domain plugin;
// - a domain plugin (`api/src/plugins/app/<domain>/`) imports another domain only through the
//   shared kernel (`plugins/app/kernel/`) or by an event (`notify`, the live events queue), and
//   the kernel imports no domain;
// - `lib/` and `schemas/` import no plugin and not `app.ts`.
import path from 'node:path';

const repoRoot = import.meta.dirname ? path.resolve(import.meta.dirname, '..') : process.cwd();
const apiSource = path.join(repoRoot, 'api', 'src');

/** The kernel: what several domains truly share (identity, visibility, money, media). */
const KERNEL = 'kernel';

/** The event entry points a domain may call in another: they write in the caller's transaction. */
const EVENT_MODULES = ['notifications/notify.ts', 'live/live-events.ts'];

/**
 * Where a file of the API sits: its layer under `api/src`, and for domain plugins the domain.
 * @param {string} file absolute path
 */
function apiPlaceOf(file) {
  const relative = path.relative(apiSource, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  const [layer = ''] = parts;
  if (relative === 'app.ts') return { layer: 'app', relative };
  if (layer === 'plugins' && parts[1] === 'app' && parts.length > 3) {
    return { layer: 'domain', domain: parts[2], inDomain: parts.slice(3).join('/'), relative };
  }
  return { layer, relative };
}

/**
 * Files under routes/ that autoload does not load as routes (app.ts's ignorePattern, and the
 * autohooks): helpers route files may share. Every other file there is a route file.
 */
const NOT_ROUTES = /(?:^|[\\/])autohooks\.ts$|\.(?:helpers|test)\.ts$/;

/** @param {string} file absolute path under routes/ */
function isRouteFile(file) {
  return !NOT_ROUTES.test(file);
}

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'API layers import only across allowed edges.' },
    schema: [],
    messages: {
      routeDb: 'Route files do not import db/: ask a domain plugin (a repository) instead.',
      routeRoute:
        'Route files do not import another route file: move what they share into its domain (or the kernel).',
      routeAppDb: 'Route files do not touch app.db: ask a domain plugin (a repository) instead.',
      otherDomain:
        "Domain '{{from}}' must not import domain '{{to}}': share it through plugins/app/kernel/ or send an event (notify, live events).",
      kernelDomain:
        "The kernel must not import domain '{{to}}': it is what domains share, so it depends on none.",
      lowerLayer: '{{from}}/ must not import {{to}}: it sits below the plugins and the app.',
    },
  },
  create(context) {
    const from = apiPlaceOf(context.filename);
    if (!from) return {};

    /** @param {import('eslint').Rule.Node} node */
    function check(node) {
      const source = /** @type {{ value?: unknown } | null | undefined} */ (node.source);
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source.value);
      const to = apiPlaceOf(target);
      if (!to) return;
      if (from.layer === 'routes') {
        if (to.layer === 'db') context.report({ node, messageId: 'routeDb' });
        else if (to.layer === 'routes' && target !== context.filename && isRouteFile(target)) {
          context.report({ node, messageId: 'routeRoute' });
        }
      } else if (from.layer === 'domain' && to.layer === 'domain' && to.domain !== from.domain) {
        if (from.domain === KERNEL) {
          context.report({ node, messageId: 'kernelDomain', data: { to: to.domain ?? '' } });
        } else if (
          to.domain !== KERNEL &&
          !EVENT_MODULES.includes(`${to.domain}/${to.inDomain ?? ''}`)
        ) {
          context.report({
            node,
            messageId: 'otherDomain',
            data: { from: from.domain ?? '', to: to.domain ?? '' },
          });
        }
      } else if (
        (from.layer === 'lib' || from.layer === 'schemas') &&
        (to.layer === 'plugins' || to.layer === 'domain' || to.layer === 'app')
      ) {
        context.report({
          node,
          messageId: 'lowerLayer',
          data: { from: from.layer, to: to.layer === 'app' ? 'app.ts' : 'plugins/' },
        });
      }
    }

    /** @type {import('eslint').Rule.RuleListener} */
    const listener = {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
    if (from.layer !== 'routes') return listener;

    // `app.db`, `fastify.db`, `request.server.db`: any `.db` read off a Fastify instance.
    const services = context.sourceCode.parserServices;
    const typed = services?.program && services.esTreeNodeToTSNodeMap ? services : null;
    return {
      ...listener,
      // node: an ESTree MemberExpression (`x.db`).
      MemberExpression(node) {
        if (node.property.type !== 'Identifier' || node.property.name !== 'db' || node.computed) {
          return;
        }
        let isInstance =
          node.object.type === 'Identifier' && /^(app|fastify)$/.test(node.object.name);
        if (!isInstance && typed?.program) {
          const checker = typed.program.getTypeChecker();
          const tsNode = typed.esTreeNodeToTSNodeMap.get(/** @type {never} */ (node.object));
          const type = checker.getTypeAtLocation(tsNode);
          const name = (type.aliasSymbol ?? type.getSymbol())?.getName();
          isInstance = name === 'FastifyInstance';
        }
        if (isInstance) context.report({ node, messageId: 'routeAppDb' });
      },
    };
  },
};

export default { rules: { layers } };
