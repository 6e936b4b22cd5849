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
