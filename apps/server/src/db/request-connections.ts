import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * docs/decisions/groups.md, "One connection a request": a request keeps the first pooled connection
 * it takes for the rest of its work, so the connection says the request's group once, not once a
 * query. What a request holds, per pool.
 */
export interface HeldConnection {
  /** Gives the connection back to its pool. */
  giveBack(): void;
  /** Some work of the request is using it now. */
  busy: boolean;
}

export interface RequestConnections {
  /** The request has answered: its work takes connections as work outside a request does. */
  ended: boolean;
  held: Map<object, HeldConnection>;
}

const requests = new AsyncLocalStorage<RequestConnections>();

/** Runs the rest of a request with connections of its own to hold; `end` gives them back. */
export function holdRequestConnections(work: () => void): { end(): void } {
  const connections: RequestConnections = { ended: false, held: new Map() };
  requests.run(connections, work);
  return { end: () => endRequestConnections(connections) };
}

/** What the current request holds; undefined outside a request, or once it has answered. */
export function currentRequestConnections(): RequestConnections | undefined {
  const connections = requests.getStore();
  return connections && !connections.ended ? connections : undefined;
}

function endRequestConnections(connections: RequestConnections): void {
  connections.ended = true;
  giveBackIdle(connections);
}

/** Gives back what is held and not in use; a connection in use is given back by its user's release. */
function giveBackIdle(connections: RequestConnections): void {
  for (const [pool, held] of connections.held) {
    if (!held.busy) {
      connections.held.delete(pool);
      held.giveBack();
    }
  }
}

/**
 * Gives back the connections the current request holds and is not using, before it waits on
 * something else for a while (a password check): others may use them meanwhile. The request's next
 * query takes and holds one again.
 */
export function letGoOfRequestConnections(): void {
  const connections = currentRequestConnections();
  if (connections) giveBackIdle(connections);
}
