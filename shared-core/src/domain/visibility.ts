// SPEC §4 Visibility: audience tags on an item's metaData gate who sees it and who may
// open it. The server enforces the same rules; the client only decides what to show.

export type AudienceId = number | string;

type TagOperator = 'and' | 'or';

/**
 * Tag ids arrive as an array (of numbers or strings), a comma-separated string or one
 * number; as in the API, only whole positive ids count, so a stray value neither hides
 * nor shows what the server would not.
 */
function tagIdsOf(value: unknown): string[] {
  const raw: unknown[] = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(',')
      : typeof value === 'number'
        ? [value]
        : [];
  return raw
    .map((id) => (typeof id === 'string' ? Number(id.trim()) : id))
    .filter((id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0)
    .map(String);
}

/** 'and' needs every tag, anything else means 'or' (the default); case does not matter. */
function operatorOf(value: unknown): TagOperator {
  return typeof value === 'string' && value.trim().toLowerCase() === 'and' ? 'and' : 'or';
}

function audienceMatches(
  tagIds: string[],
  operator: TagOperator,
  audienceIds: readonly AudienceId[],
): boolean {
  const member = new Set(audienceIds.map((id) => String(id).trim()));
  return operator === 'and'
    ? tagIds.every((id) => member.has(id))
    : tagIds.some((id) => member.has(id));
}

type MetaData = Record<string, unknown> | null | undefined;

/** Hidden when the visibility tags do not match the member's audiences; no tags → visible. */
export function isVisible(metaData: MetaData, audienceIds: readonly AudienceId[]): boolean {
  const tagIds = tagIdsOf(metaData?.visibility_tag_ids);
  if (tagIds.length === 0) return true;
  return audienceMatches(tagIds, operatorOf(metaData?.visibility_filter_operator), audienceIds);
}

// Stored metaData is free-form JSON, so "true" may arrive as a string.
function isLocked(value: unknown): boolean {
  return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');
}

/**
 * Items with access_locked need matching access tags. A lock with no access tags
 * configured denies everyone: failing closed is safer than opening a locked item.
 */
export function hasAccess(metaData: MetaData, audienceIds: readonly AudienceId[]): boolean {
  if (!isLocked(metaData?.access_locked)) return true;
  const tagIds = tagIdsOf(metaData?.access_tag_ids);
  if (tagIds.length === 0) return false;
  return audienceMatches(tagIds, operatorOf(metaData?.access_filter_operator), audienceIds);
}
