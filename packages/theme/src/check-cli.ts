import { checkThemeFolder } from './check-theme.ts';
import { formatThemeError } from './theme-error.ts';

/** `npm run theme:check -- DIR`: compiles every file of a theme folder and lists what is wrong. */
const dir = process.argv[2];
if (!dir) {
  console.error('usage: npm run theme:check -- <theme folder>');
  process.exit(2);
}
const { theme, errors } = await checkThemeFolder(dir);
for (const error of errors) console.error(formatThemeError(error));
if (theme) {
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  console.log(
    `${theme.conf.name}: ${count(theme.templates.size, 'template')}, ${count(Object.keys(theme.conf.layouts).length, 'layout')}, ${count(theme.conf.stylesheets.length, 'stylesheet')}: no errors`,
  );
} else {
  console.error(`${errors.length} error${errors.length === 1 ? '' : 's'}`);
  process.exit(1);
}
