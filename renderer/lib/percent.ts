/** A probability as people read it: "33.3%", "0.46%", "<0.01%", "100%". */
export function percent(p: number): string {
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  const value = p * 100;
  if (value < 0.01) return '<0.01%';
  if (value < 1) return `${value.toFixed(2)}%`;
  return `${value.toFixed(1)}%`;
}
