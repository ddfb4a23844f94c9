/**
 * Runs `task` just after the browser paints its next frame.
 *
 * `setTimeout(task, 0)` from work that changed the page runs before that change is painted,
 * so a slow task (loading and starting a module, say) holds the picture back. A timeout set
 * from inside `requestAnimationFrame` runs once that frame is on screen. In a hidden tab,
 * which paints nothing, the task waits until the tab is shown.
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}
