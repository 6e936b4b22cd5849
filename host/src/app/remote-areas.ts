import {
  BROWSE_REMOTE_NAMES,
  BROWSE_ROOT,
  manifestSections,
  sectionOwners,
  type RemoteName,
  type RemoteSections,
} from '@canopy/shared-core/entry-script';
import { readManifest } from '../features/remotes/api/remote-manifests.ts';
import type { RemotesManifest } from '../features/remotes/api/remote-registry.ts';

// Which remote serves each section under /browse, as the remotes declare it in their
// mf-manifest.json files: a remote adds a section with its own release, never the host's.
// The manifests are read (all at once) the first time a section is looked up, so a
// visitor's login page reads none (the host's server preloads them with the page, so
// that they arrive beside remotes.json; unread, they cost a few kB). Entry-script code: no
// shared library is imported here.
//
// A remote whose manifest fails (or declares nothing the host can route) has no known
// sections. The sections each remote last declared in this browser are kept as a hint,
// used for exactly that case: a section no loaded manifest declares, whose last known
// remote has not answered (yet), is handed to that remote, whose area then shows its
// fallback (or its page, once its manifest arrives). The hint never overrides a manifest.
// Without it, such a section is unknown until every manifest has answered, then the
// host's not-found page.

const HINT_KEY = 'canopy.remoteSections';

type SectionsByRemote = Partial<Record<RemoteName, RemoteSections | null>>;

/** The registered remotes, in remotes.json's order (the first to claim a section keeps it). */
let manifests: RemotesManifest | null = null;
/** Each remote's sections once its manifest answered: null when it failed. */
const declared: SectionsByRemote = {};
let owners = new Map<string, RemoteName>();
let hint: SectionsByRemote | undefined;
const listeners = new Set<() => void>();
let version = 0;

const registered = () => Object.keys(manifests ?? {}) as RemoteName[];
const settled = () => !!manifests && registered().every((remote) => remote in declared);

/**
 * The remotes registered from remotes.json, whose manifests are read on first use. The
 * staff console is left out: it serves no /browse section, and a member's page must never
 * fetch its manifest (the host mounts it at /console, for staff alone).
 */
export function routeSectionsOf(remotes: RemotesManifest): void {
  manifests = Object.fromEntries(
    Object.entries(remotes).filter(([name]) =>
      (BROWSE_REMOTE_NAMES as readonly string[]).includes(name),
    ),
  );
  changed();
}

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: called whenever a remote's sections become known. */
export function subscribeToSections(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function sectionsVersion(): number {
  return version;
}

let reading = false;

function readManifests(): void {
  if (reading || !manifests) return;
  reading = true;
  for (const [remote, url] of Object.entries(manifests) as [RemoteName, string][]) {
    readManifest(url).then(
      (manifest) => {
        const sections = manifestSections(manifest);
        if (!sections) console.error(`${remote}: its mf-manifest.json declares no valid sections`);
        learn(remote, sections);
      },
      // Its area reports the failure when it loads; meanwhile the others route.
      () => learn(remote, null),
    );
  }
}

function learn(remote: RemoteName, sections: RemoteSections | null): void {
  declared[remote] = sections;
  const merged = sectionOwners(
    registered().flatMap((name) => {
      const known = declared[name];
      return known ? [{ remote: name, sections: known }] : [];
    }),
  );
  owners = merged.owners;
  // Each conflict once: when the second of its two remotes is learned.
  for (const { section, kept, ignored } of merged.conflicts) {
    if (kept === remote || ignored === remote) {
      console.error(
        `${BROWSE_ROOT}/${section} is declared by the ${kept} and the ${ignored} remotes: ` +
          `${kept}, registered first, keeps it.`,
      );
    }
  }
  if (sections) {
    hint = { ...lastKnown(), [remote]: sections };
    try {
      window.localStorage.setItem(HINT_KEY, JSON.stringify(hint));
    } catch {
      // storage full or refused: the hint is only a help
    }
  }
  changed();
}

function lastKnown(): SectionsByRemote {
  try {
    hint ??= (JSON.parse(window.localStorage.getItem(HINT_KEY) ?? '{}') as SectionsByRemote) ?? {};
  } catch {
    hint = {}; // an unreadable hint is no hint
  }
  return hint;
}

/** Where `/browse/<section>/…` goes: a remote's area, nowhere yet, or the host's not-found. */
export type SectionRoute = { remote: RemoteName } | 'waiting' | 'unknown';

export function routeForSection(section: string): SectionRoute {
  readManifests();
  // The remembered owner only for a remote whose manifest has not (or not validly) answered.
  const owner =
    owners.get(section) ??
    registered().find((remote) => {
      const remembered = lastKnown()[remote];
      return !declared[remote] && Array.isArray(remembered) && remembered.includes(section);
    });
  if (owner) return { remote: owner };
  return settled() ? 'unknown' : 'waiting';
}

/**
 * The remote a manifest names for `section`, as soon as one does (null once every
 * manifest has answered without it): what the opened page's code is preloaded from.
 */
export function ownerWhenKnown(section: string): Promise<RemoteName | null> {
  readManifests();
  return new Promise((resolve) => {
    const check = () => {
      const owner = owners.get(section);
      if (!owner && !settled()) return;
      stop();
      resolve(owner ?? null);
    };
    const stop = subscribeToSections(check);
    check();
  });
}

/** The /browse section of a location hash (`#/browse/<section>/…`), or null. */
export function sectionAtHash(hash: string): string | null {
  const prefix = `#${BROWSE_ROOT}/`;
  if (!hash.startsWith(prefix)) return null;
  return hash.slice(prefix.length).split(/[/?#]/)[0] || null;
}
