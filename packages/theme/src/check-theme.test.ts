import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { checkThemeFolder, checkThemeZip } from './check-theme.ts';
import { compileTheme } from './compile-theme.ts';
import { formatThemeError } from './theme-error.ts';
import { SHIPPED_THEMES, shippedThemeDir } from './shipped-themes.ts';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const testTheme = (name: string) => path.resolve(import.meta.dirname, '../test-themes', name);

async function brokenTheme(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'theme-'));
  await cp(shippedThemeDir('atelier'), dir, { recursive: true });
  await writeFile(path.join(dir, 'blocks/post-meta.block'), '<p>\n  {.section author}\n  {displayName|shout}\n</p>\n');
  return dir;
}

describe('theme check', () => {
  it.each(SHIPPED_THEMES)('finds no error and no warning in the shipped theme %s', async (name) => {
    // Ledger applies Atelier's product-gallery, product-extras and restock-box blocks, which it has
    // not: drawn from the default theme, they are nothing to warn of.
    const { theme, errors, warnings } = await checkThemeFolder(shippedThemeDir(name));
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(theme!.css).toContain('.site-header');
  });

  it('places template errors at their file and line', async () => {
    const { errors } = await checkThemeFolder(await brokenTheme());
    expect(errors.map(formatThemeError)).toEqual([
      'blocks/post-meta.block:2: SyntaxError: Reached EOF in the middle of SECTION',
      "blocks/post-meta.block:3: SyntaxError: Formatter 'shout' is unknown",
    ]);
  });

  it('places LESS and template.conf errors', async () => {
    const dir = await brokenTheme();
    await writeFile(path.join(dir, 'styles/variables.less'), '@ink: #111;\n.broken {\n  color: @nope;\n}\n');
    await writeFile(
      path.join(dir, 'template.conf'),
      '{\n  "name": "X",\n  "layouts": { "default": { "name": "D", "regions": ["header", "missing"] } },\n  "stylesheets": ["site.less"]\n}',
    );
    const errors = (await checkThemeFolder(dir)).errors.map(formatThemeError);
    expect(errors).toContain(
      'template.conf: Layout "default" names the region missing, but missing.region does not exist.',
    );
    expect(errors).toContain('styles/variables.less:3: LESS: variable @nope is undefined');
    expect(errors.some((e) => e.includes('navigation "mainNav" is not declared'))).toBe(true);
  });

  it('reads no file of the server from LESS: data-uri only embeds the theme’s own files', async () => {
    const dir = await brokenTheme();
    await writeFile(path.join(dir, 'blocks/post-meta.block'), '<p>{displayName|html}</p>');
    await writeFile(
      path.join(dir, 'styles/variables.less'),
      (await readFile(path.join(shippedThemeDir('atelier'), 'styles/variables.less'), 'utf8')) +
        "\n.leak { background: data-uri('/etc/passwd'); }\n.leak2 { background: data-uri('text/plain;base64', '../../../../../../etc/hostname'); }\n.own { background: data-uri('../assets/favicon.svg'); }\n",
    );
    const { theme, errors } = await checkThemeFolder(dir);
    expect(errors).toEqual([]);
    expect(theme!.css).not.toContain('data:application/octet-stream');
    expect(theme!.css).toContain("url('/etc/passwd')");
    expect(theme!.css).toContain('data:image/svg+xml,');
    await writeFile(path.join(dir, 'styles/variables.less'), "@w: image-size('/etc/passwd');\n");
    expect((await checkThemeFolder(dir)).errors[0]!.message).toContain(
      'is not a file (styles/ or assets/) of this theme',
    );
  });

  it('imports a theme written for the platform: LESS across sheets, platform mixins, tweak defaults, inline navigation', async () => {
    const { theme, errors, warnings } = await checkThemeFolder(testTheme('platform-features'));
    expect(errors).toEqual([]);
    expect(warnings!.map(formatThemeError)).toEqual([
      'collections/blog.conf:1: "pageSize" 100 is more than 50: lists show 50 items a page.',
      'collections/blog.list:6: limit 60 is more than 50: the query shows the first 50.',
      // An error in a file no page draws (a collection type sites do not have) does not keep the theme out.
      "collections/cubes.list:3: SyntaxError: Formatter 'shout' is unknown (no page of a site uses this file; it is left out)",
    ]);
    expect(theme!.templates.has('collections/cubes.list')).toBe(false);
    expect(theme!.collections.get('blog')).toEqual({ title: 'blog', pageSize: 50 });
    expect(theme!.queriesByFile.get('collections/blog.list')![0]!.limit).toBe(50);
    const css = theme!.css.replace(/\s+/g, ' ');
    // @ink and .card() of variables.less read in parts/site.less; .transition is the platform's.
    expect(css).toContain('body { color: #1d1d1f; }');
    expect(css).toContain(
      '.Post { padding: 24px; border: 1px solid #1d1d1f; -webkit-transition: color 0.2s ease; transition: color 0.2s ease; }',
    );
    // The tweak's default colour, and the font tweak's size as a variable of its mixin's name.
    expect(css).toContain('.Post a { color: #b4462b; }');
    expect(css).toContain('h1 { font-family: Georgia, serif; font-size: 32px; line-height: 40px; }');
    expect(css).toContain('.Nav:nth-child(2) { margin: 0; }');
  });

  it('imports what real themes write: mixins beside the platform’s, its icon and social fonts, its variables, an old block nothing applies', async () => {
    const { theme, errors, warnings } = await checkThemeFolder(testTheme('real-theme-habits'));
    expect(errors).toEqual([]);
    expect(warnings!.map(formatThemeError)).toEqual([
      'blocks/old-header.block:2: The template blocks/old-folders.block does not exist. (no page of a site uses this file; it is left out)',
      // A drawn template applying a block the theme lacks: the page goes on without it.
      'collections/blog.list:1: The template blocks/notice.block does not exist: the page shows nothing there.',
      'site.region:20: The script scripts/lib/gone.js does not exist: the page loads nothing from it.',
      // A .css sheet LESS cannot read is plain CSS the browser reads: kept as written.
      "styles/vendor.css:2: LESS: Unrecognised input. Possibly missing opening '{' (read as plain CSS: this sheet is kept as written)",
    ]);
    expect(theme!.templates.has('blocks/old-header.block')).toBe(false);
    expect(theme!.partials['nav.block']).toBeDefined();
    const css = theme!.css.replace(/\s+/g, ' ');
    // The theme's three-parameter .flex serves its own call; the platform's one-value .flex the other.
    expect(css).toContain('.Cell { flex-grow: 1; flex-shrink: 0; flex-basis: auto; }');
    expect(css).toContain('.Tile { -webkit-flex: 0 1 auto; -ms-flex: 0 1 auto; flex: 0 1 auto; }');
    expect(css).toContain('.Row { -webkit-flex-flow: row nowrap; -ms-flex-flow: row nowrap; flex-flow: row nowrap; }');
    // An icon before the element's text by default, after it when asked; the social links' marks.
    expect(css).toMatch(/\.Pager-next:after \{[^}]*content: "\\203A"; \}/);
    expect(css).toMatch(/\.Comments:before \{[^}]*content: "\\1F4AC"; \}/);
    expect(css).toContain('[class*="social"] a[href*="instagram.com"]::before');
    // A font tweak's text decoration, the block rhythm and the newsletter colour the platform gives.
    expect(css).toContain('.Caption { font-family: inherit; text-decoration: none; margin-bottom: 34px; }');
    expect(css).toContain('.Signup { color: #333333; }');
    // legacy.css is LESS as the platform reads a .css sheet: its variable, nesting and tweak default.
    expect(css).toContain('.Band { padding: 12px 24px; background: #2f4f4f; } .Band a { color: #ffffff; }');
    expect(css).toContain('.Vendor { color: #123456; } } .Vendor-after { color: #654321; }');
    // The query of a collection in a folder reads the collection; the one in a comment does not run.
    expect(theme!.queriesByFile.get('site.region')).toEqual([
      { key: expect.any(String), collection: 'journal', limit: 2, featured: false },
    ]);
    expect(theme!.queriesByFile.get('collections/blog.list')).toEqual([
      {
        key: expect.any(String),
        collection: '{collection.urlId}',
        templated: true,
        limit: 3,
        featured: false,
        category: '{collection.navigationTitle}',
      },
    ]);
  });

  it('names the largest files of a theme too large to import, so its author knows what to take out', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'theme-'));
    await cp(testTheme('real-theme-habits'), dir, { recursive: true });
    await mkdir(path.join(dir, 'assets/video'), { recursive: true });
    await writeFile(path.join(dir, 'assets/video/intro.mp4'), new Uint8Array(9 * 1024 * 1024));
    await writeFile(path.join(dir, 'assets/report.pdf'), new Uint8Array(8 * 1024 * 1024));
    await writeFile(path.join(dir, 'assets/hero.png'), new Uint8Array(4 * 1024 * 1024));
    const { theme, errors } = await checkThemeFolder(dir);
    expect(theme).toBeUndefined();
    expect(errors).toEqual([
      {
        file: dir,
        message:
          'A theme may hold at most 20 MB; this one has 21.0 MB. The largest files: assets/video/intro.mp4 (9.0 MB), assets/report.pdf (8.0 MB), assets/hero.png (4.0 MB).',
      },
    ]);
  });

  it('reports every problem of a theme in one run, each at its file and line', async () => {
    const { theme, errors } = await checkThemeFolder(testTheme('three-problems'));
    expect(theme).toBeUndefined();
    expect(errors.map(formatThemeError)).toEqual([
      'blocks/card.block:2: SyntaxError: Reached EOF in the middle of SECTION',
      expect.stringMatching(/^site\.region:4: Unknown server tag <squarespace:gallery>: /),
      "styles/site.less:7: LESS: Expected ')'",
    ]);
  });

  it('takes the CSS an earlier check compiled instead of running the LESS again', async () => {
    const files = new Map(
      Object.entries({
        'template.conf':
          '{"name":"C","layouts":{"default":{"name":"D","regions":["site"]}},"stylesheets":["site.less"]}',
        'site.region': '{squarespace.main-content}',
        'styles/site.less': '.m(@n) when (@n > 0) { .m(@n - 1); .m(@n - 1); } .m(40);',
      }).map(([k, v]) => [k, strToU8(v)]),
    );
    const started = Date.now();
    const { theme } = await compileTheme(files, { compiledCss: '.done{}' });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(theme!.css).toBe('.done{}');
  });

  it('reads a zip of the folder and refuses paths that leave it', async () => {
    const ok = await checkThemeZip(
      zipSync({
        'my-theme/template.conf': strToU8('{"name":"Z","layouts":{"default":{"name":"D","regions":["site"]}}}'),
        'my-theme/site.region': strToU8('<main>{squarespace.main-content}</main>'),
      }),
    );
    expect(ok.errors).toEqual([]);
    expect(ok.theme!.conf.name).toBe('Z');
    const evil = await checkThemeZip(zipSync({ 'template.conf': strToU8('{}'), '../../etc/x.region': strToU8('x') }));
    expect(evil.errors[0]!.message).toContain('leaves the theme folder');
    expect((await checkThemeZip(strToU8('not a zip'))).errors[0]!.message).toBe(
      'This file is not a zip archive that can be read.',
    );
  });

  it('is a command: `npm run theme:check -- DIR` lists errors (exiting non-zero) and warnings', async () => {
    const good = await run('npm', ['run', '--silent', 'theme:check', '--', shippedThemeDir('atelier')], {
      cwd: repoRoot,
    });
    expect(good.stdout).toContain('Atelier: ');
    expect(good.stdout).toContain('no errors');
    const bad = await run('npm', ['run', '--silent', 'theme:check', '--', await brokenTheme()], {
      cwd: repoRoot,
    }).catch((e: { code: number; stderr: string }) => e);
    expect('code' in bad && bad.code).toBe(1);
    expect((bad as { stderr: string }).stderr).toContain(
      "blocks/post-meta.block:3: SyntaxError: Formatter 'shout' is unknown",
    );
    expect((bad as { stderr: string }).stderr).toContain('2 errors');
    const warned = await run('npm', ['run', '--silent', 'theme:check', '--', testTheme('platform-features')], {
      cwd: repoRoot,
    });
    expect(warned.stdout).toContain('Platform Features: 3 templates, 1 layout, 2 stylesheets: no errors');
    expect(warned.stderr).toContain('warning: collections/blog.conf:1: "pageSize" 100 is more than 50');
    // Two npm processes, each starting Node and tsx: seconds on a busy machine, beyond the unit default of 5.
  }, 60_000);
});
