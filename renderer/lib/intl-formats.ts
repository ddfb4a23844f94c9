/**
 * Intl formatters (and collators), made once per locale and options. Making one loads the
 * locale's data and costs far more than using it: `date.toLocaleString(locale, options)` makes
 * a new one on every call (about 5 ms each in a fresh page here, a card or a log line at a
 * time). Formatting with these gives the same text as those calls.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();
const collators = new Map<string, Intl.Collator>();

function kept<T>(
  cache: Map<string, T>,
  locale: string | undefined,
  options: object,
  make: () => T,
): T {
  const key = `${locale ?? ''}\n${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (found === undefined) cache.set(key, (found = make()));
  return found;
}

export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return kept(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function relativeTimeFormat(
  locale: string | undefined,
  options: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat {
  return kept(
    relativeTimeFormats,
    locale,
    options,
    () => new Intl.RelativeTimeFormat(locale, options),
  );
}

/** For sorting: `a.localeCompare(b, locale, options)` makes a collator on every comparison. */
export function collator(locale: string | undefined, options: Intl.CollatorOptions): Intl.Collator {
  return kept(collators, locale, options, () => new Intl.Collator(locale, options));
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
