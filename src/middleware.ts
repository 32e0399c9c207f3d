// Every page learns its language from its path once, here: components read
// Astro.locals.locale and call Astro.locals.t instead of working it out.
import { defineMiddleware } from 'astro:middleware';
import { useTranslations } from '~/i18n';
import { localeOfPath } from '~/i18n/locales';

export const onRequest = defineMiddleware((context, next) => {
  const locale = localeOfPath(context.url.pathname);
  context.locals.locale = locale;
  context.locals.t = useTranslations(locale);
  return next();
});
