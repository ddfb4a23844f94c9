/**
 * A tooltip (`title`) worked out when it may be shown: on the first pointer over the element,
 * or focus. For text that costs something to make, such as a date in the reader's locale
 * (the first locale formatter of a page takes tens of milliseconds), on every card of a list
 * that should paint at once. `text` is read again each time, so it follows what it shows.
 */
export function lazyTitle(node: HTMLElement, text: () => string) {
  let current = text;
  const fill = () => {
    node.title = current();
  };
  node.addEventListener('pointerenter', fill);
  node.addEventListener('focusin', fill);
  return {
    update(next: () => string) {
      current = next;
      if (node.title) fill();
    },
    destroy() {
      node.removeEventListener('pointerenter', fill);
      node.removeEventListener('focusin', fill);
    },
  };
}
