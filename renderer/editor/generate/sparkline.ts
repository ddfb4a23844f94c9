/**
 * A sparkline's points for an SVG polyline: values left to right across `width`, the
 * largest at the top and the smallest at the bottom of `height` (a flat line in the middle
 * when they are all equal).
 */
export function sparklinePoints(values: readonly number[], width: number, height: number): string {
  if (values.length === 0) return '';
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min;
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  return values
    .map((v, i) => {
      const y = span === 0 ? height / 2 : 1 + ((max - v) / span) * (height - 2);
      return `${(i * step).toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}
