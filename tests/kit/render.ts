// Renders one kit block to HTML the way a page would, in a given language, and
// parses it (happy-dom) so tests query its markup like a browser would.
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import reactRenderer from '@astrojs/react/server.js';
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import { Window } from 'happy-dom';
import { useTranslations } from '~/i18n';
import type { Locale } from '~/i18n/locales';

const container = await AstroContainer.create();
container.addServerRenderer({ renderer: reactRenderer, name: '@astrojs/react' });
container.addClientRenderer({ name: '@astrojs/react', entrypoint: '@astrojs/react/client.js' });

export async function render(
  component: AstroComponentFactory,
  props: Record<string, unknown>,
  locale: Locale = 'zh',
  /** HTML for the component's slots, by slot name (`default` for the unnamed one). */
  slots?: Record<string, string>,
) {
  const html = await container.renderToString(component, {
    props,
    slots,
    locals: { locale, t: useTranslations(locale) },
  });
  const window = new Window();
  window.document.body.innerHTML = html;
  return window.document as unknown as Document;
}
