import type { BalanceReport } from './analyse.ts';

/** What each imbalance figure is, in a few words. */
export const OBJECTIVE_WORDS: Record<BalanceReport['objective'], string> = {
  gap: 'largest less smallest',
  squares: 'squared deviations from the mean',
  cv: 'coefficient of variation',
};

/** Up to `decimals` places, without trailing zeros: 5, 5.5, 3.333. */
export const formatFigure = (value: number, decimals = 2): string =>
  String(Math.round(value * 10 ** decimals) / 10 ** decimals);

/** A measure's column heading: its name, or three letters of it when many share the row. */
export const columnLabel = (name: string, short: boolean): string =>
  short ? name.slice(0, 3) : name;
