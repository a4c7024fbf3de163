import http from 'node:http';
import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SubgraphDataSource } from './subgraph-data-source.ts';
import type { GatewayContext } from './context.ts';

const peers: http.Server[] = [];
afterEach(() => {
  for (const server of peers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/**
 * A subgraph stand-in on a real socket (a port of its own, so the gateway holds no connection to
 * it yet) that answers every request and remembers it with the connection it came on. It can
 * reset the connection the next request arrives on, after reading it (a subgraph closing an idle
 * connection just as the gateway's next request crosses it), or the one it last answered on.
 */
async function subgraphPeer() {
  const seen: { query: string; connection: number }[] = [];
  const connections = new Map<Socket, number>();
  let lastAnsweredOn: Socket | undefined;
  const peer = {
    seen,
    url: '',
    resetNextArrival: false,
    resetKeptConnection: () => lastAnsweredOn!.resetAndDestroy(),
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (!connections.has(req.socket)) connections.set(req.socket, connections.size + 1);
      seen.push({ query: JSON.parse(body).query, connection: connections.get(req.socket)! });
      if (peer.resetNextArrival) {
        peer.resetNextArrival = false;
        req.socket.resetAndDestroy();
        return;
      }
      lastAnsweredOn = req.socket;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ data: { answer: seen.length } }));
    });
  });
  peers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  peer.url = `http://127.0.0.1:${(server.address() as { port: number }).port}/graphql`;
  return peer;
}

/** A request of the gateway's own (its kind's enum is not exported), without a client's context. */
function send(source: SubgraphDataSource, query: string) {
  return source.process({ kind: 'loading schema', request: { query }, context: {} as GatewayContext } as Parameters<
    SubgraphDataSource['process']
  >[0]);
}

/** A subgraph and a data source with one kept connection to it: its first request was answered. */
async function warmedUp() {
  const peer = await subgraphPeer();
  const source = new SubgraphDataSource({ url: peer.url });
  await send(source, 'query Warm { answer }');
  peer.seen.length = 0;
  return { peer, source };
}

describe('SubgraphDataSource on a reset connection', () => {
  it('answers a query after sending it once more, on a new connection', async () => {
    const { peer, source } = await warmedUp();
    peer.resetNextArrival = true;
    const answer = await send(source, 'query Confirmation__cart__0 { answer }');
    expect(answer.data).toEqual({ answer: 2 });
    expect(peer.seen).toEqual([
      { query: 'query Confirmation__cart__0 { answer }', connection: 1 },
      { query: 'query Confirmation__cart__0 { answer }', connection: 2 },
    ]);
  });

  it('repeats a bare selection set (a query too) likewise', async () => {
    const { peer, source } = await warmedUp();
    peer.resetNextArrival = true;
    expect((await send(source, '{ answer }')).data).toEqual({ answer: 2 });
    expect(peer.seen.map((s) => s.connection)).toEqual([1, 2]);
  });

  it('does not repeat a mutation the subgraph received: it reports the error', async () => {
    const { peer, source } = await warmedUp();
    peer.resetNextArrival = true;
    await expect(send(source, 'mutation PlaceOrder__cart__0 { placeOrder }')).rejects.toMatchObject({
      code: 'ECONNRESET',
      requestSent: true,
      reusedConnection: true,
    });
    expect(peer.seen).toEqual([{ query: 'mutation PlaceOrder__cart__0 { placeOrder }', connection: 1 }]);
  });

  it('sends a mutation once more when it could not be written on the kept connection, reset before it went out', async () => {
    const { peer, source } = await warmedUp();
    peer.resetKeptConnection();
    const answer = await send(source, 'mutation AddToCart__cart__0 { addToCart }');
    expect(answer.data).toEqual({ answer: 1 });
    expect(peer.seen).toEqual([{ query: 'mutation AddToCart__cart__0 { addToCart }', connection: 2 }]);
  });

  it('does not repeat a query whose fresh connection breaks: that subgraph is in trouble', async () => {
    const peer = await subgraphPeer();
    peer.resetNextArrival = true;
    await expect(
      send(new SubgraphDataSource({ url: peer.url }), 'query Fresh__cart__0 { answer }'),
    ).rejects.toMatchObject({ code: 'ECONNRESET', reusedConnection: false });
    expect(peer.seen).toHaveLength(1);
  });
});
