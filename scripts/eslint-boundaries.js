// @ts-check
// The DESIGN.md §6 boundaries between the front-end packages, as an ESLint rule that resolves
// relative imports (package imports are covered by no-restricted-imports in eslint.config.js):
// - an app (host, remote-*) does not reach into another app or into shared-core's files;
// - a feature (`src/features/<name>/`) imports neither another feature nor the app layer
//   (`src/app/`): shared pieces live in `src/components|hooks|utils`, and `src/app/` composes.
import path from 'node:path';

const repoRoot = import.meta.dirname ? path.resolve(import.meta.dirname, '..') : process.cwd();
const FRONT_END_PACKAGE = /^(host|remote-[a-z]+|shared-core)$/;

/**
 * Where a file sits: its package, and for files under `src/` the layer and feature.
 * @param {string} file absolute path
 */
function placeOf(file) {
  const [pkg = '', src, layer, feature] = path.relative(repoRoot, file).split(path.sep);
  return {
    pkg: FRONT_END_PACKAGE.test(pkg) ? pkg : null,
    layer: src === 'src' ? layer : undefined,
    feature: src === 'src' && layer === 'features' ? feature : undefined,
  };
}

/** @type {import('eslint').Rule.RuleModule} */
const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Front-end packages and features import only across allowed edges.' },
    schema: [],
    messages: {
      otherApp: '{{from}} must not import from {{to}}: apps share code only through shared-core.',
      sharedCoreInternals:
        "Import shared-core through its package exports ('@canopy/shared-core'), not its files.",
      otherFeature:
        "Feature '{{from}}' must not import feature '{{to}}': move the shared piece to src/components (or hooks, utils), or compose both in src/app.",
      appLayer:
        "Feature '{{from}}' must not import src/app: the app layer composes features, not the other way round.",
    },
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from.pkg) return {};

    /** @param {import('eslint').Rule.Node} node */
    function check(node) {
      const source = /** @type {{ value?: unknown } | null | undefined} */ (node.source);
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = placeOf(path.resolve(path.dirname(context.filename), source.value));
      if (to.pkg !== from.pkg) {
        if (to.pkg === 'shared-core') {
          context.report({ node, messageId: 'sharedCoreInternals' });
        } else if (to.pkg) {
          context.report({ node, messageId: 'otherApp', data: { from: from.pkg, to: to.pkg } });
        }
        return;
      }
      if (!from.feature) return;
      if (to.feature && to.feature !== from.feature) {
        context.report({
          node,
          messageId: 'otherFeature',
          data: { from: from.feature, to: to.feature },
        });
      } else if (to.layer === 'app') {
        context.report({ node, messageId: 'appLayer', data: { from: from.feature } });
      }
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { boundaries } };
