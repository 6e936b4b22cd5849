import type { RankType, RankWindow } from '@canopy/shared-core';

export const RANK_TYPES: readonly { value: RankType; label: string }[] = [
  { value: 'POINTS', label: 'Points' },
  { value: 'TICKETS', label: 'Tickets' },
  { value: 'LEVELS', label: 'Levels' },
];

export const WINDOWS: readonly { value: RankWindow; label: string }[] = [
  { value: 'ALL', label: 'All time' },
  { value: 'MONTH', label: 'Month' },
  { value: 'WEEK', label: 'Week' },
  { value: 'DAY', label: 'Day' },
];

export const PAGE_SIZE = 20;

const UNITS: Record<RankType, [one: string, many: string]> = {
  POINTS: ['point', 'points'],
  TICKETS: ['ticket', 'tickets'],
  LEVELS: ['level', 'levels'],
};

/** "1 point", "12 tickets". */
export function scoreText(rankType: RankType, value: number): string {
  const [one, many] = UNITS[rankType];
  return `${value} ${value === 1 ? one : many}`;
}

function oneOf<T extends string>(
  options: readonly { value: T }[],
  raw: string | null,
  fallback: T,
): T {
  return options.find((option) => option.value === raw)?.value ?? fallback;
}

/** The board a URL asks for; anything unknown falls back to all-time points, page 1. */
export function boardFromSearch(search: URLSearchParams): {
  rankType: RankType;
  window: RankWindow;
  page: number;
} {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return {
    rankType: oneOf(RANK_TYPES, search.get('type'), 'POINTS'),
    window: oneOf(WINDOWS, search.get('window'), 'ALL'),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}
