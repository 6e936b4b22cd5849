// Readers for the section albums' metaData (SPEC §3 "metaData"): it is free-form JSON, so
// each reader keeps only entries of the expected shape.

type Meta = Record<string, unknown>;

function records(meta: Meta, key: string): Meta[] {
  const value = meta[key];
  return Array.isArray(value)
    ? value.filter((entry): entry is Meta => Boolean(entry) && typeof entry === 'object')
    : [];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The albums a list names, in its order (metaData.albumIds). */
export function listedAlbumIds(meta: Meta): number[] {
  const value = meta['albumIds'];
  const ids = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return [...new Set(ids.map(Number).filter((id) => Number.isInteger(id) && id > 0))];
}

export function articleHtml(meta: Meta): string {
  return text(meta['body_html']);
}

export function trailStops(meta: Meta): { name: string; description: string }[] {
  return records(meta, 'stops')
    .map((stop) => ({ name: text(stop['name']), description: text(stop['description']) }))
    .filter((stop) => stop.name);
}

export function storyFrames(meta: Meta): { caption: string; image: string }[] {
  return records(meta, 'frames')
    .map((frame) => ({ caption: text(frame['caption']), image: text(frame['image']) }))
    .filter((frame) => frame.caption || frame.image);
}

export function scheduleEntries(
  meta: Meta,
): { day: string; time: string; title: string; place: string }[] {
  return records(meta, 'entries')
    .map((entry) => ({
      day: text(entry['day']),
      time: text(entry['time']),
      title: text(entry['title']),
      place: text(entry['place']),
    }))
    .filter((entry) => entry.title);
}
