import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/** The oldest Node.js the README names; a fresh `npm install` on it must print no EBADENGINE warning. */
const OLDEST_NODE = '20.19.0';

describe('the lockfile', () => {
  it(`holds only packages whose engines accept Node.js ${OLDEST_NODE}`, () => {
    const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as {
      packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
    };
    const refusing = Object.entries(lock.packages).flatMap(([path, entry]) => {
      const range = !entry.engines || Array.isArray(entry.engines) ? undefined : entry.engines.node;
      return range && !semver.satisfies(OLDEST_NODE, range)
        ? [`${path.replace(/^.*node_modules\//, '')}@${entry.version}: node ${range}`]
        : [];
    });
    expect(refusing).toEqual([]);
  });

  it('agrees with the README', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(`Node.js ${OLDEST_NODE.replace(/\.0$/, '')} or newer`);
  });
});
