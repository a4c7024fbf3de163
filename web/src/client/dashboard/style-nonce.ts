/**
 * Gives each <style> element that scripts create the page's CSP nonce. The dashboard's policy lets
 * in only stylesheets of our origin and <style> elements carrying the nonce; GraphiQL's editor
 * (Monaco) and its dialogs make <style> elements of their own, which have no way to be handed one.
 * Only our own scripts (themselves let in by the nonce) call createElement: markup put into the page
 * by other means, an injected <style> among it, still has none and stays refused.
 */
let installed = false;

export function nonceOnCreatedStyles(): void {
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (installed || !nonce) return;
  installed = true;
  const create = Document.prototype.createElement;
  Document.prototype.createElement = function createElement(
    this: Document,
    tagName: string,
    options?: ElementCreationOptions,
  ) {
    const element = create.call(this, tagName, options);
    if (element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  } as typeof create;
}
