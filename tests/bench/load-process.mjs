// The bench's load generator, in a process of its own: the server's CPU is then measured by its
// process alone (process.cpuUsage), without the client's work in it. Plain JavaScript: node runs it
// as it is. For each message, { url, headers, body, runs, concurrency }, it sends that POST `runs`
// times from `concurrency` keep-alive connections in a closed loop (kept from one message to the
// next), and answers with each request's milliseconds and the wall time. With `status` (a beacon's
// 202) an answer counts when it has that status, whatever its body.
import http from 'node:http';

function post(agent, url, headers, body, status) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(url, { method: 'POST', agent, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => {
        // An answer that is not data answers fast: its figures would mean nothing.
        const failed = status
          ? response.statusCode !== status
          : response.statusCode !== 200 || !text.startsWith('{"data"') || text.includes('"errors"');
        if (failed) reject(new Error(`${url} answered ${response.statusCode}: ${text.slice(0, 300)}`));
        else resolve(performance.now() - started);
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

const agents = new Map();

process.on('message', async ({ url, headers, body, runs, concurrency, status }) => {
  const key = `${url} ${concurrency}`;
  let agent = agents.get(key);
  if (!agent) agents.set(key, (agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })));
  try {
    const timings = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < runs) {
          next++;
          timings.push(await post(agent, url, headers, body, status));
        }
      }),
    );
    process.send({ timings, wallMs: performance.now() - started });
  } catch (error) {
    process.send({ error: String(error) });
  }
});
