document.documentElement.dataset.second = 'ran';
