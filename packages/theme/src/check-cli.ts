import { checkThemeFolder } from './check-theme.ts';
import { formatThemeError } from './theme-error.ts';

/** `npm run theme:check -- DIR`: compiles every file of a theme folder and lists what is wrong, then its warnings. */
const dir = process.argv[2];
if (!dir) {
  console.error('usage: npm run theme:check -- <theme folder>');
  process.exit(2);
}
const { theme, errors, warnings = [] } = await checkThemeFolder(dir);
for (const error of errors) console.error(formatThemeError(error));
// Warnings name what is read differently from what the theme asks; they never stop an import.
for (const warning of warnings) console.error(`warning: ${formatThemeError(warning)}`);
if (theme) {
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  console.log(
    `${theme.conf.name}: ${count(theme.templates.size, 'template')}, ${count(Object.keys(theme.conf.layouts).length, 'layout')}, ${count(theme.conf.stylesheets.length, 'stylesheet')}: no errors`,
  );
} else {
  console.error(`${errors.length} error${errors.length === 1 ? '' : 's'}`);
  process.exit(1);
}
