// The kit's block tests render .astro components with Astro's Container API,
// so they need Astro's own Vite setup.
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: { name: 'kit', include: ['tests/kit/**/*.test.ts'] },
});
