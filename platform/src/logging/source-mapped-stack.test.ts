import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { transform } from 'esbuild';
import { sourceMappedStack } from './source-mapped-stack.ts';

describe('sourceMappedStack', () => {
  it('writes a compiled file’s frames as its source’s lines, and leaves frames without a map as they are', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mapped-'));
    const source = [
      'type Shape = { size: number };',
      '',
      'export function fail(shape: Shape) {',
      '  throw new Error(`bad ${shape.size}`);',
      '}',
      '',
    ].join('\n');
    const out = await transform(source, { loader: 'ts', sourcemap: 'external', sourcefile: '../src/fail.ts' });
    const file = path.join(dir, 'fail.js');
    writeFileSync(file, `${out.code}//# sourceMappingURL=fail.js.map\n`);
    writeFileSync(`${file}.map`, out.map);
    // Run by plain Node, as the compiled server is (the test runner would compile the file itself).
    const stack = execFileSync(process.execPath, [
      '--input-type=module',
      '-e',
      `import { fail } from ${JSON.stringify(file)}; try { fail({ size: 3 }); } catch (e) { process.stdout.write(e.stack); }`,
    ]).toString();
    expect(stack).toContain(`${file}:`);
    const mapped = sourceMappedStack(stack);
    expect(mapped.split('\n')[1]).toBe(`    at fail (${path.resolve(dir, '../src/fail.ts')}:4:9)`);
    // A frame of a file without a map stays as it was.
    expect(mapped.split('\n').slice(2)).toEqual(stack.split('\n').slice(2));
  });
});
