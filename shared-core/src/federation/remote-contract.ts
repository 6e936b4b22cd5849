// The contract between the host and every remote, checked on both sides: at build time
// (the webpack factory refuses a remote whose exposes or sections drift), in each remote's
// tests, and at runtime (the host shows the area's fallback for a module that does not
// match, and routes only the sections a remote's manifest declares).
import type { ComponentType } from 'react';

/**
 * What every remote exposes as `./routes`: one component that renders the remote's
 * pages for the path below its area (the host mounts it under `/browse/...`).
 */
export interface RemoteRoutesModule {
  default: ComponentType;
}

/** The one module a remote exposes and the host loads (`<remote>/routes`). */
export const REMOTE_ROUTES_EXPOSE = './routes';

/** The remotes the host knows, by federation name. */
export const REMOTE_NAMES = ['social', 'marketplace', 'games', 'ai', 'console'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * The staff console: the host mounts it at /console for staff alone, never under /browse,
 * so a member's page never reads its manifest nor loads its code. Its declared sections
 * are its pages below /console.
 */
export const CONSOLE_REMOTE = 'console' satisfies RemoteName;

/** The remotes whose sections the host routes under /browse (every one but the console). */
export const BROWSE_REMOTE_NAMES: readonly RemoteName[] = REMOTE_NAMES.filter(
  (name) => name !== CONSOLE_REMOTE,
);

/**
 * The /browse sections a remote serves, which it declares itself (`src/app/sections.ts`,
 * pure data): the host hands `/browse/<section>/…` to the remote that declares the section,
 * so a remote adds a section with a release of its own, never one of the host. Its build
 * writes the list into its mf-manifest.json (see `remoteManifestData`), where the host
 * reads it at runtime.
 */
export type RemoteSections = readonly string[];

/** One path segment of lower-case words joined by single hyphens, e.g. `see-all`. */
const SECTION_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What is wrong with a remote's declared sections, as messages for its team. */
export function remoteSectionProblems(name: string, sections: unknown): string[] {
  if (!Array.isArray(sections) || sections.length === 0) {
    return [`${name} declares no /browse sections: the host would route nothing to it.`];
  }
  const problems: string[] = [];
  const seen = new Set<unknown>();
  for (const section of sections as unknown[]) {
    if (typeof section !== 'string' || !SECTION_NAME.test(section)) {
      problems.push(
        `${name} declares ${JSON.stringify(section)}, which is not a section name ` +
          '(lower-case letters and digits, words joined by single hyphens).',
      );
    } else if (seen.has(section)) {
      problems.push(`${name} declares the section "${section}" twice.`);
    }
    seen.add(section);
  }
  return problems;
}

/** What a remote's build adds to its mf-manifest.json's `metaData` for the host. */
export interface RemoteManifestData {
  canopy: { sections: RemoteSections };
}

export function remoteManifestData(sections: RemoteSections): RemoteManifestData {
  return { canopy: { sections } };
}

/**
 * The sections a remote's mf-manifest.json declares, or null when it declares none or any
 * that is not a section name (its build would have refused them: the file was not made
 * by the factory, or predates sections). Lean, for the host's entry script; the build and
 * the tests name each problem (remoteSectionProblems).
 */
export function manifestSections(manifest: unknown): RemoteSections | null {
  const metaData = (manifest as { metaData?: Partial<RemoteManifestData> } | null)?.metaData;
  const sections: unknown = metaData?.canopy?.sections;
  const valid =
    Array.isArray(sections) &&
    sections.length > 0 &&
    sections.every((section) => typeof section === 'string' && SECTION_NAME.test(section));
  return valid ? (sections as RemoteSections) : null;
}

/** A remote's sections, as the host learned them. */
export interface SectionClaim {
  remote: RemoteName;
  sections: RemoteSections;
}

/** A section two remotes declare: the first keeps it. */
export interface SectionConflict {
  section: string;
  kept: RemoteName;
  ignored: RemoteName;
}

/**
 * Which remote serves each section, from the claims in the order the remotes are
 * registered (the remotes manifest's order): a section claimed twice stays with the first.
 */
export function sectionOwners(claims: readonly SectionClaim[]): {
  owners: Map<string, RemoteName>;
  conflicts: SectionConflict[];
} {
  const owners = new Map<string, RemoteName>();
  const conflicts: SectionConflict[] = [];
  for (const { remote, sections } of claims) {
    for (const section of sections) {
      const kept = owners.get(section);
      if (kept === undefined) owners.set(section, remote);
      else if (kept !== remote) conflicts.push({ section, kept, ignored: remote });
    }
  }
  return { owners, conflicts };
}

/**
 * What is wrong with a remote's federation `exposes` block and its declared sections, as
 * messages for its team: empty when it exposes exactly the contract's module and declares
 * valid sections.
 */
export function remoteContractProblems(
  name: string,
  exposes: Record<string, string>,
  sections: unknown,
): string[] {
  const problems: string[] = [];
  if (!(REMOTE_NAMES as readonly string[]).includes(name)) {
    problems.push(`"${name}" is not a remote the host knows (${REMOTE_NAMES.join(', ')}).`);
  }
  if (!(REMOTE_ROUTES_EXPOSE in exposes)) {
    problems.push(`${name} must expose "${REMOTE_ROUTES_EXPOSE}": the host loads ${name}/routes.`);
  }
  for (const key of Object.keys(exposes)) {
    if (key !== REMOTE_ROUTES_EXPOSE) {
      problems.push(`${name} exposes "${key}", which is not in the host contract.`);
    }
  }
  problems.push(...remoteSectionProblems(name, sections));
  return problems;
}

/** Whether a loaded `./routes` module has the shape the host renders. */
export function isRemoteRoutesModule(module: unknown): module is RemoteRoutesModule {
  return (
    typeof module === 'object' &&
    module !== null &&
    typeof (module as { default?: unknown }).default === 'function'
  );
}
