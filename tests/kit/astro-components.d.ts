// For the plain TypeScript checker (`tsc` in `npm run check`), which does not
// read .astro files itself: a component imported by a kit test is a factory.
declare module '*.astro' {
  const component: import('astro/runtime/server/index.js').AstroComponentFactory;
  export default component;
}
