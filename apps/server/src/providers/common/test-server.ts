import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Buffer;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary vendor request bodies
  json(): any;
}

export type Handler = (req: RecordedRequest, res: ServerResponse) => void | Promise<void>;

/**
 * A local HTTP server for adapter contract tests (DESIGN.md §8): the test scripts the vendor's documented
 * answers per route and inspects every request the adapter made. Never reaches the internet.
 */
export async function startVendorServer(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? '/', 'http://local');
    const body = Buffer.concat(chunks);
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
      json: () => JSON.parse(body.toString('utf8')),
    };
    requests.push(recorded);
    const handler = routes[`${recorded.method} ${url.pathname}`] ?? matchPattern(routes, recorded);
    if (!handler) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'no route' }));
      return;
    }
    try {
      await handler(recorded, res);
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Routes may use `:param` segments, e.g. 'GET /api/v1/tasks/:id'. */
function matchPattern(routes: Record<string, Handler>, req: RecordedRequest): Handler | undefined {
  for (const [key, handler] of Object.entries(routes)) {
    const [method, pattern] = key.split(' ');
    if (method !== req.method || !pattern?.includes(':')) continue;
    const re = new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`);
    if (re.test(req.path)) return handler;
  }
  return undefined;
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}
