/**
 * Shrinks an element's font size until its content fits its height: the largest size between
 * `min` and `max` (fractions of the height of the nearest `.frame`, so a thumbnail scales
 * like the projector) at which nothing overflows. Runs again when the element or the frame
 * changes size, and when `key` (what is shown) changes. Past `min` the content is cut off by
 * the element's own overflow rule.
 */
export interface FitTextOptions {
  max: number;
  min: number;
  key?: unknown;
}

const STEPS = 8;

export function fitText(node: HTMLElement, options: FitTextOptions) {
  let current = options;
  let frame = 0;

  function fit() {
    const height = (node.closest('.frame') as HTMLElement | null)?.clientHeight ?? 0;
    if (height <= 0 || node.clientHeight <= 0) return;
    const fits = () => node.scrollHeight <= node.clientHeight + 1;
    let low = current.min * height;
    let high = current.max * height;
    node.style.fontSize = `${high}px`;
    if (fits()) return;
    for (let i = 0; i < STEPS; i++) {
      const middle = (low + high) / 2;
      node.style.fontSize = `${middle}px`;
      if (fits()) low = middle;
      else high = middle;
    }
    node.style.fontSize = `${low}px`;
  }

  function schedule() {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(fit);
  }

  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
  observer?.observe(node);
  const outer = node.closest('.frame');
  if (outer) observer?.observe(outer);
  schedule();

  return {
    update(next: FitTextOptions) {
      current = next;
      schedule();
    },
    destroy() {
      cancelAnimationFrame(frame);
      observer?.disconnect();
    },
  };
}

/**
 * Shrinks an element's font below the size its stylesheet gives it until its content fits
 * the element (which its container constrains): never under `least` × that size. Runs again
 * when the element or the frame changes size, and when `key` (what is shown) changes.
 */
export interface ShrinkToFitOptions {
  least: number;
  key?: unknown;
}

export function shrinkToFit(node: HTMLElement, options: ShrinkToFitOptions) {
  let current = options;
  let frame = 0;

  function fit() {
    node.style.fontSize = '';
    if (node.clientHeight <= 0) return;
    const fits = () =>
      node.scrollHeight <= node.clientHeight + 1 && node.scrollWidth <= node.clientWidth + 1;
    if (fits()) return;
    const styled = parseFloat(getComputedStyle(node).fontSize);
    let low = styled * current.least;
    let high = styled;
    for (let i = 0; i < STEPS; i++) {
      const middle = (low + high) / 2;
      node.style.fontSize = `${middle}px`;
      if (fits()) low = middle;
      else high = middle;
    }
    node.style.fontSize = `${low}px`;
  }

  function schedule() {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(fit);
  }

  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
  const outer = node.closest('.frame');
  if (outer) observer?.observe(outer);
  if (node.parentElement) observer?.observe(node.parentElement);
  schedule();

  return {
    update(next: ShrinkToFitOptions) {
      current = next;
      schedule();
    },
    destroy() {
      cancelAnimationFrame(frame);
      observer?.disconnect();
    },
  };
}
