// `Link` headers for the host's page. Preconnects: the browser opens the connections to
// the other origins it will use (the remotes, the API's media) while it is still fetching
// main.js, instead of after the config and each remote's manifest have arrived.
//
// Browsers keep separate connections for credentialed requests (<script>, <img>
// without a crossorigin attribute) and anonymous ones (fetch from another origin), and
// the page uses both with each origin: remotes serve manifests (fetch) and scripts; the
// API answers fetches and serves images. So each origin is preconnected both ways.
//
// Preloads: requests the app makes before its first paint, fetched beside its scripts.
// Chromium hands a preloaded response to the app's fetch without comparing request
// headers, so only public answers, the same for everyone, may be preloaded this way.

export function preconnectLink(origins: readonly string[]): string {
  return [...new Set(origins.filter(Boolean))]
    .flatMap((origin) => [
      `<${origin}>; rel=preconnect`,
      `<${origin}>; rel=preconnect; crossorigin`,
    ])
    .join(', ');
}

export function preloadFetchLink(urls: readonly string[]): string {
  return urls.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin`).join(', ');
}
