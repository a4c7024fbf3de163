/**
 * Quick view: a product's block from its page, in a dialog over the shop. Without scripts the link
 * simply opens the product page. The block is bound like the page's own (picker, add to cart).
 */
export function bindQuickViews(root: ParentNode, mountBlock: (element: HTMLElement) => void): void {
  let dialog: HTMLDialogElement | null = null;
  const open = async (link: HTMLAnchorElement) => {
    dialog ??= createDialog();
    const body = dialog.querySelector<HTMLElement>('.quick-view-body')!;
    body.replaceChildren(
      Object.assign(document.createElement('p'), { className: 'quick-view-status', textContent: 'Loading…' }),
    );
    dialog.showModal();
    try {
      const response = await fetch(link.href, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
      if (!response.ok) throw new Error(String(response.status));
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      const block = page.querySelector<HTMLElement>('[data-product-block]');
      if (!block) throw new Error('no product block');
      const more = Object.assign(document.createElement('a'), {
        href: link.href,
        className: 'quick-view-more',
        textContent: 'See all details',
      });
      const adopted = document.importNode(block, true);
      body.replaceChildren(adopted, more);
      mountBlock(adopted);
    } catch {
      body.replaceChildren(
        Object.assign(document.createElement('p'), {
          className: 'quick-view-status',
          textContent: 'This product could not be shown here. ',
        }),
      );
      body.firstElementChild!.append(
        Object.assign(document.createElement('a'), { href: link.href, textContent: 'Open its page' }),
      );
    }
  };
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-quick-view]')) {
    link.addEventListener('click', (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      void open(link);
    });
    // Until now a click opened the product page itself; from here it opens the dialog.
    link.classList.add('is-ready');
  }
}

function createDialog(): HTMLDialogElement {
  const dialog = document.createElement('dialog');
  dialog.className = 'quick-view';
  dialog.setAttribute('aria-label', 'Quick view');
  const close = Object.assign(document.createElement('button'), {
    type: 'button',
    className: 'quick-view-close',
    textContent: 'Close',
  });
  close.addEventListener('click', () => dialog.close());
  // A click on the backdrop (the dialog itself, outside its content) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.append(close, Object.assign(document.createElement('div'), { className: 'quick-view-body' }));
  document.body.append(dialog);
  return dialog;
}
