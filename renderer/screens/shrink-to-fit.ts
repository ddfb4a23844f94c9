/**
 * Text that must be read whole in one look (the newest announcement) wraps first and, when
 * even wrapped it is taller than the room it has, shrinks until it fits, down to a floor
 * below which it stays readable and the page scrolls instead. Nothing is ever cut.
 */

/**
 * The largest scale in [min, 1] at which `fits` holds (to within `precision`); `min` when none
 * does. `fits` must be monotonic: what fits at one scale fits at every smaller one.
 */
export function largestFittingScale(
  fits: (scale: number) => boolean,
  min: number,
  precision = 0.02,
): number {
  if (fits(1)) return 1;
  let low = min;
  let high = 1;
  while (high - low > precision) {
    const mid = (low + high) / 2;
    if (fits(mid)) low = mid;
    else high = mid;
  }
  return low;
}

export interface ShrinkOptions {
  /** The smallest scale allowed, as a fraction of the element's own size. */
  min: number;
  /** Changes whenever the text does, so the fit is measured again. */
  text: string;
}

/**
 * A Svelte action: scales the element's `--fit` custom property (which its font size should
 * multiply) so that the element ends within the viewport's height, measured from where it
 * starts on the page, and at least half a viewport high whatever sits above it.
 */
export function shrinkToFit(node: HTMLElement, options: ShrinkOptions) {
  let current = options;
  let frame = 0;

  const fit = () => {
    frame = 0;
    const top = node.getBoundingClientRect().top + window.scrollY;
    const room = Math.max(window.innerHeight * 0.5, window.innerHeight - top - 24);
    const fits = (scale: number) => {
      node.style.setProperty('--fit', String(scale));
      return node.scrollHeight <= room;
    };
    node.style.setProperty('--fit', String(largestFittingScale(fits, current.min)));
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(fit);
  };

  const observer = new ResizeObserver(schedule);
  // The page's width decides the wrapping; the element's own size changes with its fit.
  observer.observe(document.documentElement);
  window.addEventListener('resize', schedule);
  schedule();

  return {
    update(next: ShrinkOptions) {
      current = next;
      schedule();
    },
    destroy() {
      if (frame) cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', schedule);
    },
  };
}
