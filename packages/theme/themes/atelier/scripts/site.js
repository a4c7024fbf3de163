// Closes the phone menu after a link in it is followed within the page, and on Escape.
const toggle = document.getElementById('nav-toggle');
if (toggle) {
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') toggle.checked = false;
  });
  for (const link of document.querySelectorAll('.site-nav a')) link.addEventListener('click', () => (toggle.checked = false));
}

// A gallery whose options turn autoplay on (data-autoplay: the delay in seconds) moves to its next
// image by itself, back to the first after the last; it waits while the pointer or focus is in it,
// and stays still for visitors who ask for reduced motion.
for (const gallery of document.querySelectorAll('.gallery[data-autoplay]')) {
  const track = gallery.querySelector('.gallery-images');
  const delay = Math.min(10, Math.max(1, Number(gallery.dataset.autoplay) || 5)) * 1000;
  if (!track || window.matchMedia('(prefers-reduced-motion: reduce)').matches) continue;
  let held = false;
  for (const [event, value] of [['pointerenter', true], ['pointerleave', false], ['focusin', true], ['focusout', false]])
    gallery.addEventListener(event, () => (held = value));
  setInterval(() => {
    if (held || track.scrollWidth <= track.clientWidth) return;
    const images = [...track.children];
    const next = images.find((image) => image.offsetLeft > track.scrollLeft + 8) ?? images[0];
    track.scrollTo({ left: next.offsetLeft, behavior: 'smooth' });
  }, delay);
}
