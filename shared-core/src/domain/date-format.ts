/**
 * An Intl date format made on its first use, not when its module loads: a page's first
 * Intl object starts ICU (40-65 ms of main thread on a 2-core machine, see
 * number-format.ts), and a module of pages the member has not opened should not make the
 * opened one pay for it.
 */
export function lazyDateFormat(
  locales: string | undefined,
  options: Intl.DateTimeFormatOptions,
): (when: number | Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (when) => {
    format ??= new Intl.DateTimeFormat(locales, options);
    return format.format(when);
  };
}

/**
 * "Nov 27, 2026, 6:40 PM": when something happened or happens, in the member's time zone
 * (an order, a payment, a conversation's last message, a tournament's start).
 */
export const formatDateTime = lazyDateFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "November 27, 2026": a calendar day as written in a document (a policy's date). */
export const formatLongDate = lazyDateFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
