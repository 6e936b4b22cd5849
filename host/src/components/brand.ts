// Shown until the app configuration names the operator's own logo. An <img> SVG follows
// the page's color-scheme, so its wordmark has a colour for each theme.
export const LOGO_FALLBACK =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="132" height="36" viewBox="0 0 132 36"><rect width="36" height="36" rx="9" fill="#1f6f4a"/><path d="M18 6c-6 5-9 10-9 15a9 9 0 0 0 18 0c0-5-3-10-9-15z" fill="#9be3b8"/><style>text{fill:#1f6f4a}@media (prefers-color-scheme: dark){text{fill:#5cc48c}}</style><text x="44" y="25" font-family="system-ui,sans-serif" font-size="20" font-weight="700">Canopy</text></svg>',
  );
