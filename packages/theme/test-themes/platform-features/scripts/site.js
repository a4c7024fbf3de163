document.documentElement.dataset.siteScript = 'ran';
