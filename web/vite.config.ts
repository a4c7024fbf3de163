import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** One entry per kind of page: storefront islands, the cart page, and the owner dashboard. */
export default defineConfig({
  plugins: [react()],
  base: '/assets/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    assetsDir: '',
    rolldownOptions: {
      input: {
        islands: 'src/client/islands.tsx',
        cart: 'src/client/cart-page.tsx',
        admin: 'src/client/admin-page.tsx',
        login: 'src/client/login-page.tsx',
      },
    },
  },
});
