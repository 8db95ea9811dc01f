// Where this copy of the game's online server is: the rooms (services/liveDuel.ts) and the API
// (services/api.ts) answer on the same address. Small and alone, so the menu can ask whether there
// is a server without loading anything of online play.

/**
 * The server's address: `?server=` on this visit, else the build's VITE_ONLINE_SERVER, else (while
 * developing: `npm start` runs one) port 2567 of this page's host; null where none is configured.
 */
export function serverAddress(search: string = window.location.search): string | null {
  const asked = new URLSearchParams(search).get('server');
  if (asked !== null) return /^wss?:\/\/[\w.-]+(:\d{1,5})?\/?$/.test(asked) ? asked.replace(/\/$/, '') : null;
  const built = import.meta.env.VITE_ONLINE_SERVER as string | undefined;
  if (built) return built;
  // The mode, not DEV: a build made under a test runner (NODE_ENV=test) has DEV set, but is no dev server.
  return import.meta.env.MODE === 'development' ? `ws://${window.location.hostname}:2567` : null;
}
