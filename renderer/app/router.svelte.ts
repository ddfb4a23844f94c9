/**
 * Hash routes, so that a reload (or a LAN display bookmark) keeps the view:
 *   #/                  the library
 *   #/scenario/<id>     one scenario's overview
 *   #/scenario/<id>/section/<key>   one section of it, in its form
 *   #/scenario/<id>/maps[/<mapId>]   the map editor, on one of the scenario's maps
 *   #/session/<id>      the facilitator console of one session
 *   #/display/<id>      the projector display of one session (read-only, no top bar)
 */
export type Route =
  | { name: 'library' }
  | { name: 'scenario'; id: string; section?: string }
  | { name: 'maps'; id: string; mapId?: string }
  | { name: 'session'; id: string }
  | { name: 'display'; id: string };

const scenarioRoute =
  /^#\/scenario\/([a-z0-9][a-z0-9-]{0,120})(?:\/section\/([A-Za-z][A-Za-z0-9]{0,60}))?\/?$/;
const mapsRoute =
  /^#\/scenario\/([a-z0-9][a-z0-9-]{0,120})\/maps(?:\/([a-z0-9][a-z0-9-]{0,120}))?\/?$/;
const sessionRoute = /^#\/session\/([a-z0-9][a-z0-9-]{0,120})\/?$/;
const displayRoute = /^#\/display\/([a-z0-9][a-z0-9-]{0,120})\/?$/;

export function parseHash(hash: string): Route {
  const scenario = scenarioRoute.exec(hash);
  if (scenario?.[1])
    return scenario[2]
      ? { name: 'scenario', id: scenario[1], section: scenario[2] }
      : { name: 'scenario', id: scenario[1] };
  const maps = mapsRoute.exec(hash);
  if (maps?.[1])
    return maps[2] ? { name: 'maps', id: maps[1], mapId: maps[2] } : { name: 'maps', id: maps[1] };
  const session = sessionRoute.exec(hash);
  if (session?.[1]) return { name: 'session', id: session[1] };
  const display = displayRoute.exec(hash);
  if (display?.[1]) return { name: 'display', id: display[1] };
  return { name: 'library' };
}

export function hashFor(route: Route): string {
  switch (route.name) {
    case 'scenario':
      return `#/scenario/${route.id}${route.section ? `/section/${route.section}` : ''}`;
    case 'maps':
      return `#/scenario/${route.id}/maps${route.mapId ? `/${route.mapId}` : ''}`;
    case 'session':
      return `#/session/${route.id}`;
    case 'display':
      return `#/display/${route.id}`;
    default:
      return '#/';
  }
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

  /** `replace` rewrites the current history entry (a view settling on its default, such as the first map). */
  go(route: Route, options: { replace?: boolean } = {}): void {
    const hash = hashFor(route);
    if (this.#window.location.hash !== hash) {
      if (options.replace) this.#window.history.replaceState(this.#window.history.state, '', hash);
      else this.#window.location.hash = hash;
    }
    // Set at once too: the hashchange event comes later, and callers may act on the new view.
    this.route = route;
  }

  destroy(): void {
    this.#window.removeEventListener('hashchange', this.#onHashChange);
  }
}
