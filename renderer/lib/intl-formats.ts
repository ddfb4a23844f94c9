/**
 * Intl formatters (and collators), made once per locale and options. Making one loads the locale's data and
 * costs far more than using it: `date.toLocaleString(locale, options)` makes a new one on
 * every call (about 5 ms each in a fresh page here, a card or a log line at a time).
 * Formatting with these gives the same text as those calls.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();
const collators = new Map<string, Intl.Collator>();

export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale ?? ''}\n${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

export function relativeTimeFormat(
  locale: string | undefined,
  options: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat {
  const key = `${locale ?? ''}\n${JSON.stringify(options)}`;
  let format = relativeTimeFormats.get(key);
  if (!format)
    relativeTimeFormats.set(key, (format = new Intl.RelativeTimeFormat(locale, options)));
  return format;
}

/**
 * `new Date(at).toLocaleString(locale, options)` (or toLocaleDateString / toLocaleTimeString
 * with the fields named), through a kept formatter: "Invalid Date" for a time that is none,
 * as those calls say, where a formatter would throw.
 */
export function localDateTime(
  at: number | Date,
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): string {
  // Through Date, which turns any number outside its range into NaN, as those calls see it.
  const time = (typeof at === 'number' ? new Date(at) : at).getTime();
  if (Number.isNaN(time)) return 'Invalid Date';
  return dateTimeFormat(locale, options).format(time);
}

/** For sorting: `a.localeCompare(b, locale, options)` makes a collator on every comparison. */
export function collator(locale: string | undefined, options: Intl.CollatorOptions): Intl.Collator {
  const key = `${locale ?? ''}\n${JSON.stringify(options)}`;
  let found = collators.get(key);
  if (!found) collators.set(key, (found = new Intl.Collator(locale, options)));
  return found;
}
