/**
 * Hash routes, so that a reload (or a LAN display bookmark) keeps the view:
 *   #/                  the library
 *   #/scenario/<id>     one scenario's overview
 */
export type Route = { name: 'library' } | { name: 'scenario'; id: string };

const scenarioRoute = /^#\/scenario\/([a-z0-9][a-z0-9-]{0,120})\/?$/;

export function parseHash(hash: string): Route {
  const match = scenarioRoute.exec(hash);
  if (match?.[1]) return { name: 'scenario', id: match[1] };
  return { name: 'library' };
}

export function hashFor(route: Route): string {
  return route.name === 'scenario' ? `#/scenario/${route.id}` : '#/';
}

export class Router {
  route = $state.raw<Route>({ name: 'library' });
  #window: Window;
  #onHashChange = () => {
    this.route = parseHash(this.#window.location.hash);
  };

  constructor(win: Window = window) {
    this.#window = win;
    this.route = parseHash(win.location.hash);
    win.addEventListener('hashchange', this.#onHashChange);
  }

  go(route: Route): void {
    const hash = hashFor(route);
    if (this.#window.location.hash !== hash) this.#window.location.hash = hash;
    // Set at once too: the hashchange event comes later, and callers may act on the new view.
    this.route = route;
  }

  destroy(): void {
    this.#window.removeEventListener('hashchange', this.#onHashChange);
  }
}
