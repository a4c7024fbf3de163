import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { checkThemeZipIsolated } from './check-isolated.ts';

const conf = JSON.stringify({
  name: 'Loop',
  layouts: { default: { name: 'D', regions: ['site'] } },
  stylesheets: ['site.less'],
});
const zip = (less: string) =>
  zipSync({
    'template.conf': strToU8(conf),
    'site.region': strToU8('{squarespace.main-content}'),
    'styles/site.less': strToU8(less),
  });

describe('theme check off the main thread', () => {
  it('gives the theme when it compiles', async () => {
    const result = await checkThemeZipIsolated(zip('.a { color: red; }'));
    expect(result).toMatchObject({ ok: true, name: 'Loop' });
    expect(result.ok && [...result.files.keys()].sort()).toEqual(['site.region', 'styles/site.less', 'template.conf']);
  });

  it('stops LESS that runs too long, and the process goes on', async () => {
    const looping = '.loop(@i) when (@i > 0) { .x-@{i} { width: @i; } .loop(@i - 1); }\n.loop(2000000);';
    const started = Date.now();
    const result = await checkThemeZipIsolated(zip(looping), { timeoutMs: 1500, maxMemoryMb: 256 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]!.message).toMatch(/took longer than 1.5 seconds|more than 256 MB|LESS/);
  });
});
