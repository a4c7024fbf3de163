/**
 * The browser console, where SPEC section 8 has the page script say what went wrong with tracking
 * (a refused event, storage out of reach, a reporter without its app name): never the event itself.
 */
export const pageConsole = {
  warn: (message: string) => console.warn(message),
  error: (message: string) => console.error(message),
};
