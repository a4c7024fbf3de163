document.documentElement.dataset.first = 'ran';
