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
  console.log(`${theme.conf.name}: ${theme.templates.size} templates, ${Object.keys(theme.conf.layouts).length} layouts, ${theme.conf.stylesheets.length} stylesheets: no errors`);
} else {
  console.error(`${errors.length} error${errors.length === 1 ? '' : 's'}`);
  process.exit(1);
}
