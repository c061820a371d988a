import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa';

export default defineConfig({
  plugins: [
    // Must come before react(): it generates the route tree and splits route code.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    VitePWA(pwaOptions),
  ],
  oxc: {
    // Stable, file-based styled-components ids: the prerendered HTML (server build) and the
    // split client chunks then generate the same class names, so hydration matches.
    plugins: { styledComponents: { ssr: true, displayName: false, fileName: false, pure: true } },
  },
  // The prerender bundles styled-components: its CommonJS build's default export does not
  // survive Node's ESM interop.
  ssr: { noExternal: ['styled-components'] },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Read by the prerender to preload each page's route chunks (no request waterfall).
    manifest: true,
    rolldownOptions: {
      output: {
        // Fewer, larger shared chunks: one per icon would mean dozens of tiny requests.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'icons', test: /node_modules[\\/]lucide-react/ },
            { name: 'marketing', test: /src[\\/](features[\\/]marketing[\\/]shared|content)[\\/]/ },
          ],
        },
      },
    },
  },
});
