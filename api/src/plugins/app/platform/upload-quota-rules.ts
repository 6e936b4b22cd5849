// Upload quotas (pure rules): how much one member may keep in the media store, and add in a day.

const MB = 1024 * 1024;

/** Bytes a member may upload in any 24 hours, and keep in all (originals as uploaded). */
export interface UploadQuota {
  dailyBytes: number;
  totalBytes: number;
}

export const UPLOAD_QUOTA: UploadQuota = { dailyBytes: 200 * MB, totalBytes: 2000 * MB };

/** An upload kept this long without being attached to anything is deleted. */
export const UNATTACHED_UPLOAD_HOURS = 24;

/** What a member's uploads add up to now: in the last 24 hours, and in all. */
export interface UploadUsage {
  todayBytes: number;
  totalBytes: number;
}

export type QuotaRefusal = { quota: 'total' } | { quota: 'daily' };

/**
 * Which quota `newBytes` more would pass, the total first (waiting does not help there);
 * undefined when the upload fits both.
 */
export function uploadQuotaRefusal(
  usage: UploadUsage,
  newBytes: number,
  quota: UploadQuota,
): QuotaRefusal | undefined {
  if (usage.totalBytes + newBytes > quota.totalBytes) return { quota: 'total' };
  if (usage.todayBytes + newBytes > quota.dailyBytes) return { quota: 'daily' };
  return undefined;
}

/** Megabytes as a member reads them: whole above 10, one decimal below. */
export function megabytes(bytes: number): string {
  const value = bytes / MB;
  return value >= 10 ? String(Math.round(value)) : String(Math.round(value * 10) / 10);
}

export function dailyQuotaMessage(usage: UploadUsage, quota: UploadQuota, wait: string): string {
  return (
    `You have uploaded ${megabytes(usage.todayBytes)} MB in the last 24 hours, and the ` +
    `limit is ${megabytes(quota.dailyBytes)} MB a day. Please wait ${wait} and try again.`
  );
}

export function totalQuotaMessage(usage: UploadUsage, quota: UploadQuota): string {
  return (
    `Your photos take up ${megabytes(usage.totalBytes)} MB, and the limit is ` +
    `${megabytes(quota.totalBytes)} MB in all. Delete posts or messages with photos to ` +
    'make room.'
  );
}
