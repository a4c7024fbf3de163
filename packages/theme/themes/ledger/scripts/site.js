// Closes the phone menu after a link in it is followed within the page, and on Escape.
const toggle = document.getElementById('nav-toggle');
if (toggle) {
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') toggle.checked = false;
  });
  for (const link of document.querySelectorAll('.site-nav a')) link.addEventListener('click', () => (toggle.checked = false));
}
