import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src-renderer',
  base: './', // file:// in Electron, / in the browser host
  plugins: [react()],
  build: { outDir: '../dist/renderer', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
