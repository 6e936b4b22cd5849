/** Album types that belong to one member and are never shown to anybody else. */
export const PERSONAL_ALBUM_TYPES = ['cart', 'chat_bot'] as const;

/** Carts and assistant conversations are personal: nobody else sees, joins or is invited to them. */
export function isPersonalAlbum(albumType: string): boolean {
  return (PERSONAL_ALBUM_TYPES as readonly string[]).includes(albumType);
}

/**
 * SPEC §4 visibility and access rules, read from album metaData. Values arrive as arrays
 * of numbers or strings, or as comma-separated strings, depending on who wrote them.
 */
export function parseTagIds(value: unknown): number[] {
  const parts: unknown[] = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(',')
      : typeof value === 'number'
        ? [value]
        : [];
  const ids = parts
    .map((part) => (typeof part === 'string' ? Number(part.trim()) : part))
    .filter((id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0);
  return [...new Set(ids)];
}

export type TagOperator = 'and' | 'or';

/** SPEC §4: 'and' needs all tags, 'or' any; the default is 'or'. */
export function parseOperator(value: unknown): TagOperator {
  return typeof value === 'string' && value.trim().toLowerCase() === 'and' ? 'and' : 'or';
}

function isTrue(value: unknown): boolean {
  return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');
}

function isFalse(value: unknown): boolean {
  return value === false || (typeof value === 'string' && value.trim().toLowerCase() === 'false');
}

export function matchesTags(
  tagIds: number[],
  operator: TagOperator,
  audienceIds: number[],
): boolean {
  if (tagIds.length === 0) return true;
  const mine = new Set(audienceIds);
  return operator === 'and'
    ? tagIds.every((id) => mine.has(id))
    : tagIds.some((id) => mine.has(id));
}

export interface AudienceRule {
  visibilityTagIds: number[];
  visibilityOperator: TagOperator;
  published: boolean;
}

export function audienceRuleOf(metaData: Record<string, unknown>): AudienceRule {
  return {
    visibilityTagIds: parseTagIds(metaData.visibility_tag_ids),
    visibilityOperator: parseOperator(metaData.visibility_filter_operator),
    published: !isFalse(metaData.is_published),
  };
}

/** SPEC §4: locked items need matching access tags; with none configured, access is denied. */
export function hasAccess(metaData: Record<string, unknown>, audienceIds: number[]): boolean {
  if (!isTrue(metaData.access_locked)) return true;
  const tagIds = parseTagIds(metaData.access_tag_ids);
  if (tagIds.length === 0) return false;
  return matchesTags(tagIds, parseOperator(metaData.access_filter_operator), audienceIds);
}
