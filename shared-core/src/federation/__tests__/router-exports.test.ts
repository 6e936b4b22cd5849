// The shared react-router entry re-exports only the names the apps import (see
// build/router-exports.mjs); a name missing there fails only in the browser. These
// checks read the apps' imports with the TypeScript parser instead of the build's scan,
// and ask react-router's production build whether each name exists.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  frontEndSourceDirs,
  routerBuildEntry,
  routerImportsIn,
  usedRouterExports,
} from '../../../build/router-exports.mjs';

const SHARED_CORE = path.resolve(import.meta.dirname, '../../..');

function bundledSources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !/(^|[\\/])(__tests__|testing)[\\/]/.test(path.relative(dir, file)));
}

/** Whether an import specifier names a test helper (a `testing/` folder or package export). */
function namesTestHelper(specifier: string): boolean {
  return /(^|\/)testing(\/|$)/.test(specifier);
}

/** Every module specifier a file imports or re-exports, read from the syntax tree. */
function importedSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  );
}

/** Runtime names imported or re-exported from 'react-router', read from the syntax tree. */
function parsedRouterImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names: string[] = [];
  for (const statement of source.statements) {
    const from =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)
        ? statement.moduleSpecifier
        : undefined;
    if (!from || !ts.isStringLiteral(from) || from.text !== 'react-router') continue;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      const bindings = clause.namedBindings;
      if (clause.name || !bindings || !ts.isNamedImports(bindings)) {
        names.push('<not a named import>');
        continue;
      }
      for (const element of bindings.elements) {
        if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
      }
    } else if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.exportClause
    ) {
      if (!ts.isNamedExports(statement.exportClause)) names.push('<not a named export>');
      else
        for (const element of statement.exportClause.elements) {
          if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
        }
    }
  }
  return names;
}

describe('the shared react-router export list', () => {
  const dirs = frontEndSourceDirs();

  it('covers the host, shared-core and every remote', () => {
    const apps = dirs.map((dir) => path.basename(path.dirname(dir)));
    expect(apps).toEqual(expect.arrayContaining(['host', 'shared-core', 'remote-social']));
    expect(apps.filter((app) => app.startsWith('remote-')).length).toBeGreaterThanOrEqual(4);
  });

  it('holds exactly the runtime names the apps import, as the TypeScript parser reads them', () => {
    const parsed = new Set(dirs.flatMap(bundledSources).flatMap(parsedRouterImports));
    expect(usedRouterExports(dirs)).toEqual([...parsed].sort());
  });

  // Test helpers are left out of the list (MemoryRouter is theirs alone), so a bundled file
  // that imported one could ask the shared router for a name it does not have.
  it('reads every file that reaches a bundle: none imports a test helper', () => {
    const offenders = dirs
      .flatMap(bundledSources)
      .filter((file) => importedSpecifiers(file).some(namesTestHelper));
    expect(offenders).toEqual([]);
  });

  it.each([true, false])(
    'names only exports react-router has (production build: %s)',
    async (production) => {
      const router = (await import(routerBuildEntry(SHARED_CORE, production))) as object;
      const missing = usedRouterExports(dirs).filter((name) => !(name in router));
      expect(missing).toEqual([]);
    },
  );
});

describe('telling test helpers apart', () => {
  it.each([
    ['../testing/render.tsx', true],
    ['@canopy/shared-core/testing', true],
    ['./testing', true],
    ['../components/testing-badge.tsx', false],
    ['@canopy/shared-core', false],
  ])('%s names a test helper: %s', (specifier, expected) => {
    expect(namesTestHelper(specifier)).toBe(expected);
  });
});

describe('reading react-router imports', () => {
  it('keeps runtime names and leaves out type-only ones', () => {
    const source = [
      "import { Link, type LoaderFunctionArgs, useParams as params } from 'react-router';",
      "import type { NavigateFunction } from 'react-router';",
      "export { Outlet } from 'react-router';",
    ].join('\n');
    expect([...routerImportsIn(source)].sort()).toEqual(['Link', 'Outlet', 'useParams']);
  });

  it.each([
    "import * as Router from 'react-router';",
    "import Router from 'react-router';",
    "const router = await import('react-router');",
  ])('refuses imports that could reach any export: %s', (source) => {
    expect(() => routerImportsIn(source)).toThrow(/named exports/);
  });
});
