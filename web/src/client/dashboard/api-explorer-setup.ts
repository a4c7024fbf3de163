import { nonceOnCreatedStyles } from './style-nonce.ts';

// Before GraphiQL's modules run: the first of its <style> elements must carry the nonce already.
nonceOnCreatedStyles();
