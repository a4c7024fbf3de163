/** The product page's gallery: a thumbnail shows its image in the main place. */
export function bindGallery(gallery: Element): void {
  const main = gallery.querySelector<HTMLImageElement>('img[data-product-image]');
  if (!main) return;
  for (const thumb of gallery.querySelectorAll<HTMLButtonElement>('[data-gallery-image]')) {
    thumb.addEventListener('click', () => {
      const url = thumb.dataset.galleryImage!;
      main.src = `${url}?format=1500w`;
      main.srcset = `${url}?format=750w 750w, ${url}?format=1500w 1500w`;
      for (const other of gallery.querySelectorAll('[data-gallery-image]')) other.removeAttribute('aria-current');
      thumb.setAttribute('aria-current', 'true');
    });
  }
}
