// The Lucide icons the news islands draw (lucide.dev, ISC licence; the same
// drawings as @lucide/astro in the static blocks). A few lines of our own instead
// of lucide-react's runtime keep every public page inside its JavaScript budget
// (docs/DEVELOPMENT.md, 'Weight of the public pages'). An icon that always sits in
// the same place is better an @lucide/astro icon handed to the island as a slot
// (the header's and the slider's are), which costs no JavaScript at all. Add an
// icon here by copying its elements from node_modules/lucide-react/dist/esm/icons/<name>.mjs.
import { createElement, type SVGProps } from 'react';

type IconNode = [tag: string, attributes: Record<string, string>][];

function icon(nodes: IconNode) {
  return (props: SVGProps<SVGSVGElement>) =>
    createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: 24,
        height: 24,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        ...props,
      },
      nodes.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes })),
    );
}

export const ArrowRight = icon([
  ['path', { d: 'M5 12h14' }],
  ['path', { d: 'm12 5 7 7-7 7' }],
]);
export const Check = icon([['path', { d: 'M20 6 9 17l-5-5' }]]);
export const ChevronDown = icon([['path', { d: 'm6 9 6 6 6-6' }]]);
export const Globe = icon([
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20' }],
  ['path', { d: 'M2 12h20' }],
]);
export const Menu = icon([
  ['path', { d: 'M4 5h16' }],
  ['path', { d: 'M4 12h16' }],
  ['path', { d: 'M4 19h16' }],
]);
export const Phone = icon([
  [
    'path',
    {
      d: 'M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384',
    },
  ],
]);
export const Search = icon([
  ['path', { d: 'm21 21-4.34-4.34' }],
  ['circle', { cx: '11', cy: '11', r: '8' }],
]);
export const X = icon([
  ['path', { d: 'M18 6 6 18' }],
  ['path', { d: 'm6 6 12 12' }],
]);
