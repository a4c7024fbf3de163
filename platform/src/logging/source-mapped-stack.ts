import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * Stacks of the compiled server (server/dist/main.js) written back in the TypeScript sources' terms.
 * Node's own --enable-source-maps would do this for every stack any code builds, on the request path
 * too; here only a logged error's stack is mapped, with the map read once, when first needed.
 */

const maps = new Map<string, SourceMap | null>();

function mapOf(file: string): SourceMap | null {
  if (!maps.has(file)) {
    let map: SourceMap | null = null;
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    } catch {
      // No map beside the file (a module of node_modules, or the sources run as they are): left as it is.
    }
    maps.set(file, map);
  }
  return maps.get(file)!;
}

/** "    at name (file:///…/main.js:12:34)" or "    at file:///…/main.js:12:34". */
const FRAME = /^(\s*at (?:.*? \()?)((?:file:\/\/)?\/[^\s():]+\.js):(\d+):(\d+)(\)?)$/;

export function sourceMappedStack(stack: string): string {
  return stack
    .split('\n')
    .map((line) => {
      const frame = FRAME.exec(line);
      if (!frame) return line;
      const [, before, location, row, column, after] = frame;
      const file = location!.startsWith('file://') ? fileURLToPath(location!) : location!;
      const entry = mapOf(file)?.findEntry(Number(row) - 1, Number(column) - 1);
      if (!entry || !('originalSource' in entry) || !entry.originalSource) return line;
      const source = entry.originalSource.startsWith('file://')
        ? fileURLToPath(entry.originalSource)
        : path.resolve(path.dirname(file), entry.originalSource);
      return `${before}${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}${after}`;
    })
    .join('\n');
}
