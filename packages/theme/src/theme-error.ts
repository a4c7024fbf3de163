/** One problem in a theme, where it is: the file (relative to the theme folder) and 1-based line. */
export interface ThemeError {
  file: string;
  line?: number;
  message: string;
}

export const formatThemeError = (e: ThemeError) => `${e.file}${e.line ? `:${e.line}` : ''}: ${e.message}`;
