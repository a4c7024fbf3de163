// The bench's page timer, in a thread of its own: the HTTP client's work (reading and decoding
// each page) then runs beside the server's instead of taking turns with it on one event loop, as a
// visitor's browser would on a machine of its own. Plain JavaScript: a worker loads it as it is.
import http from 'node:http';
import { parentPort } from 'node:worker_threads';

const agents = new Map();

/** One GET of `path` from `host` (its Host header) at 127.0.0.1:`port`, to the end of its body: milliseconds. */
function timeGet(port, host, path) {
  let agent = agents.get(host);
  if (!agent) agents.set(host, (agent = new http.Agent({ keepAlive: true, maxSockets: 1 })));
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      { host: '127.0.0.1', port, path, agent, headers: { host: `${host}:${port}`, accept: 'text/html' } },
      (response) => {
        response.setEncoding('utf8');
        let length = 0;
        response.on('data', (chunk) => (length += chunk.length));
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${host}${path} answered ${response.statusCode}`));
          else resolve(performance.now() - started);
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * Medians of `runs` rounds of sequential requests, one to each host per round, in a new order each
 * round (a collection every few requests would otherwise fall on the same host each time).
 */
parentPort.on('message', async ({ id, port, hosts, path, runs }) => {
  try {
    const times = hosts.map(() => []);
    const order = hosts.map((_, index) => index);
    for (let i = 0; i < runs; i++) {
      for (let k = order.length - 1; k > 0; k--) {
        const j = Math.floor(Math.random() * (k + 1));
        [order[k], order[j]] = [order[j], order[k]];
      }
      for (const index of order) times[index].push(await timeGet(port, hosts[index], path));
    }
    parentPort.postMessage({
      id,
      medians: times.map((list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]),
    });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
