// Line icons for the configured nav icon names. Config names an icon and, optionally,
// an "active" variant; unknown names draw nothing rather than a broken image.
const PATHS: Record<string, string> = {
  wall: 'M4 5h16v4H4zM4 11h7v8H4zM13 11h7v8h-7z',
  discover: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm3.5 5.5-2 5-5 2 2-5z',
  chat: 'M4 5h16v11H9l-5 4z',
  bell: 'M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0',
  shop: 'M4 9l2-5h12l2 5M4 9h16v11H4zM9 20v-6h6v6',
  quiz: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-2.5 7a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5M12 17h.01',
  spark: 'M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z',
};

/** SPEC §8: a missing active icon falls back to the plain icon. */
export function iconName(
  icon: string | undefined,
  activeIcon: string | undefined,
  active: boolean,
) {
  return (active && activeIcon) || icon;
}

function pathOf(name: string | undefined): string | undefined {
  const base = name?.replace(/-filled$/, '');
  return base ? PATHS[base] : undefined;
}

/** Whether `name` draws an icon (a link without one must keep its words on a phone). */
export function hasNavIcon(name: string | undefined): boolean {
  return pathOf(name) !== undefined;
}

export function NavIcon({ name }: { name: string | undefined }) {
  const path = pathOf(name);
  if (!path) return null;
  const filled = name?.endsWith('-filled');
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      fillOpacity={filled ? 0.18 : undefined}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      <path d={path} />
    </svg>
  );
}
