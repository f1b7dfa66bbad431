// A TCP proxy in front of the test Directus that can break on command (the faults suite, issue 10):
// "pass" forwards as is; "slow" holds every answer from Directus for `delayMs` (Directus answering
// after 5 s); stop() kills the connections in flight and closes the port, so new ones are refused
// (Directus stopped), and start() opens the same port again. A lone app points DIRECTUS_URL at it.
import net from "node:net";

export interface FaultProxy {
  url: string;
  /** Connections accepted so far (to show that a request really went through the proxy). */
  readonly connections: number;
  /** Holds each chunk Directus sends for this long before passing it on (0: no delay). */
  slow(delayMs: number): void;
  /** Directus stopped: every open connection is cut and the port refuses new ones. */
  stop(): Promise<void>;
  /** Directus back: the same port accepts again. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const { hostname, port: targetPort } = new URL(target);
  const sockets = new Set<net.Socket>();
  let delayMs = 0;
  let connections = 0;

  const server = net.createServer((client) => {
    connections++;
    const upstream = net.connect(Number(targetPort), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    client.on("close", () => upstream.destroy());
    // Each chunk leaves at its arrival plus the delay, never before the one ahead of it.
    let lastAt = 0;
    const later = (action: () => void) => {
      lastAt = Math.max(Date.now() + delayMs, lastAt);
      setTimeout(action, lastAt - Date.now());
    };
    upstream.on("data", (chunk: Buffer) => later(() => !client.destroyed && client.write(chunk)));
    upstream.on("end", () => later(() => client.end()));
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;

  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  return {
    url: `http://127.0.0.1:${port}`,
    get connections() {
      return connections;
    },
    slow(ms) {
      delayMs = ms;
    },
    stop,
    start: () => listen(port),
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}
