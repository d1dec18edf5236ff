/**
 * What a socket's handshake read, let go of once read. engine.io keeps each websocket's upgrade
 * request for the connection's life twice over (the connection's `request`, and the stand-in
 * response it builds for its middlewares, which a listener on the TCP socket holds), and the
 * handshake keeps the request's headers, query and the client's auth: some 1.3 KB per
 * connection that nothing reads after the connection is authenticated (socket.io builds a later
 * namespace's handshake without the request).
 */

/** engine.io's stand-in response to an upgrade: `req` is the only way to it from outside. */
interface UpgradeResponse {
  req?: unknown;
}

const upgradeResponses = new WeakMap<object, UpgradeResponse>();

/** An engine.io middleware (`engine.use`): notes each request's response for `releaseHandshake`. */
export function noteUpgradeResponse(request: object, response: UpgradeResponse, next: () => void): void {
  upgradeResponses.set(request, response);
  next();
}

/** The parts of a socket.io socket this touches, whichever copy of socket.io made it. */
interface HandshakenSocket {
  conn: unknown;
  handshake: { headers: object; query: object; auth: object };
}

/** Call once the handshake was read: its request and copies go, its address and times stay. */
export function releaseHandshake(socket: HandshakenSocket): void {
  const conn = socket.conn as { request: object | null };
  if (conn.request) {
    const response = upgradeResponses.get(conn.request);
    if (response) response.req = undefined;
    upgradeResponses.delete(conn.request);
  }
  conn.request = null;
  Object.assign(socket.handshake, { headers: {}, query: {}, auth: {} });
}
