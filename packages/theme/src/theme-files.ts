import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { unzipSync } from 'fflate';
import type { ThemeError } from './theme-error.ts';

/** A theme's files by path relative to its folder, with forward slashes. */
export type ThemeFiles = ReadonlyMap<string, Uint8Array>;

/** What a theme may hold: enough for any real theme, not enough to fill a disk or a heap. */
export const THEME_LIMITS = { maxFiles: 500, maxBytes: 20 * 1024 * 1024, maxZipBytes: 10 * 1024 * 1024 } as const;

const decoder = new TextDecoder('utf-8', { fatal: false });
export const textOf = (files: ThemeFiles, file: string): string | undefined => {
  const bytes = files.get(file);
  return bytes ? decoder.decode(bytes) : undefined;
};

/** A safe relative path, or undefined for names that would leave the folder or mean nothing. */
export function normalThemePath(name: string): string | undefined {
  const parts = name
    .replace(/\\/g, '/')
    .split('/')
    .filter((p) => p !== '' && p !== '.');
  if (!parts.length || parts.some((p) => p === '..' || p.includes('\0'))) return undefined;
  if (/^[a-zA-Z]:$/.test(parts[0]!)) return undefined;
  return parts.join('/');
}

/** Zip tools add these; they are never part of a theme. */
const isJunk = (file: string) =>
  file.startsWith('__MACOSX/') || file.split('/').some((p) => p === '.DS_Store' || p === 'Thumbs.db');

/**
 * A zip usually holds the theme folder itself (theme/template.conf); the theme is that folder.
 * When template.conf sits at the top, the zip is the folder's content.
 */
function rootOf(paths: string[]): string {
  if (paths.includes('template.conf')) return '';
  const confs = paths.filter((p) => p.endsWith('/template.conf')).sort((a, b) => a.length - b.length);
  return confs[0] ? confs[0].slice(0, -'template.conf'.length) : '';
}

export type ThemeFilesResult = { files: ThemeFiles; errors: [] } | { files?: undefined; errors: ThemeError[] };

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** The three largest files, for an author whose theme is too large to know what to take out. */
const largest = (entries: readonly [string, Uint8Array][]) =>
  [...entries]
    .sort((a, b) => b[1].byteLength - a[1].byteLength)
    .slice(0, 3)
    .map(([name, bytes]) => `${name} (${megabytes(bytes.byteLength)} MB)`)
    .join(', ');

function collect(entries: [string, Uint8Array][], origin: string): ThemeFilesResult {
  const usable = entries.filter(([name]) => !isJunk(name));
  if (usable.length > THEME_LIMITS.maxFiles)
    return {
      errors: [
        {
          file: origin,
          message: `A theme may hold at most ${THEME_LIMITS.maxFiles} files; this one has ${usable.length}.`,
        },
      ],
    };
  const total = usable.reduce((sum, [, bytes]) => sum + bytes.byteLength, 0);
  if (total > THEME_LIMITS.maxBytes)
    return {
      errors: [
        {
          file: origin,
          message: `A theme may hold at most ${THEME_LIMITS.maxBytes / 1024 / 1024} MB; this one has ${megabytes(total)} MB. The largest files: ${largest(usable)}.`,
        },
      ],
    };
  const errors: ThemeError[] = [];
  const normal: [string, Uint8Array][] = [];
  for (const [name, bytes] of usable) {
    const file = normalThemePath(name);
    if (file) normal.push([file, bytes]);
    else
      errors.push({ file: name, message: 'This path leaves the theme folder; a theme may only name files inside it.' });
  }
  if (errors.length) return { errors };
  const root = rootOf(normal.map(([file]) => file));
  const files = new Map(
    normal.filter(([file]) => file.startsWith(root)).map(([file, bytes]) => [file.slice(root.length), bytes] as const),
  );
  if (!files.has('template.conf'))
    return { errors: [{ file: 'template.conf', message: 'A theme needs a template.conf at the top of its folder.' }] };
  return { files, errors: [] };
}

/** Reads a theme from a zip of its folder, refusing paths outside it and oversized content. */
export function readThemeZip(zip: Uint8Array): ThemeFilesResult {
  if (zip.byteLength > THEME_LIMITS.maxZipBytes)
    return {
      errors: [{ file: 'theme.zip', message: `The zip may be at most ${THEME_LIMITS.maxZipBytes / 1024 / 1024} MB.` }],
    };
  let count = 0;
  let declared = 0;
  let refused: string | undefined;
  let unzipped: Record<string, Uint8Array>;
  try {
    unzipped = unzipSync(zip, {
      // Sizes are checked before anything is inflated, so a zip bomb is refused unopened.
      filter: (entry) => {
        if (entry.name.endsWith('/')) return false;
        count++;
        declared += entry.originalSize;
        if (count > THEME_LIMITS.maxFiles) refused = `A theme may hold at most ${THEME_LIMITS.maxFiles} files.`;
        else if (declared > THEME_LIMITS.maxBytes)
          refused = `A theme may hold at most ${THEME_LIMITS.maxBytes / 1024 / 1024} MB unpacked.`;
        return !refused;
      },
    });
  } catch {
    return { errors: [{ file: 'theme.zip', message: 'This file is not a zip archive that can be read.' }] };
  }
  if (refused) return { errors: [{ file: 'theme.zip', message: refused }] };
  return collect(Object.entries(unzipped), 'theme.zip');
}

/** Reads a theme folder from disk. */
export async function readThemeFolder(dir: string): Promise<ThemeFilesResult> {
  let names: string[];
  try {
    names = (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((d) => d.isFile())
      .map((d) => path.relative(dir, path.join(d.parentPath, d.name)));
  } catch {
    return { errors: [{ file: dir, message: 'This folder cannot be read.' }] };
  }
  if (names.length > THEME_LIMITS.maxFiles)
    return {
      errors: [
        {
          file: dir,
          message: `A theme may hold at most ${THEME_LIMITS.maxFiles} files; this one has ${names.length}.`,
        },
      ],
    };
  const entries = await Promise.all(
    names.map(
      async (name) =>
        [name.split(path.sep).join('/'), new Uint8Array(await readFile(path.join(dir, name)))] as [string, Uint8Array],
    ),
  );
  return collect(entries, dir);
}
