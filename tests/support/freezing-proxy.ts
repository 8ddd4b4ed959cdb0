import { createConnection, createServer, type Socket } from 'node:net';

/**
 * A TCP relay to a database that can be frozen: while frozen it keeps every
 * connection open and accepts new ones, but passes no byte either way — the
 * way a hung server or a broken network looks to the client, unlike a stop,
 * which closes the connections.
 */
export interface FreezingProxy {
  url: string;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

export async function startFreezingProxy(target: URL): Promise<FreezingProxy> {
  const sockets = new Set<Socket>();
  let frozen = false;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    if (frozen) socket.pause();
  };
  const server = createServer((client) => {
    const upstream = createConnection({ host: target.hostname, port: Number(target.port) });
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.host = `127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url: url.toString(),
    freeze() {
      frozen = true;
      for (const socket of sockets) socket.pause();
    },
    thaw() {
      frozen = false;
      for (const socket of sockets) socket.resume();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
