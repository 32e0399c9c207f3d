// Small drawn scenes for the mega-menu cards (decorative: no grey boxes, no photos).
import type { ReactNode } from 'react';

/** The decorative frame every scene shares; `background` lays the pale brand card behind it. */
function Scene({ viewBox, align, background = false, children }: { viewBox: string; align: string; background?: boolean; children: ReactNode }) {
  const [, , width, height] = viewBox.split(' ');
  return (
    <svg viewBox={viewBox} className="h-full w-full" aria-hidden="true" focusable="false" preserveAspectRatio={align}>
      {background && <rect width={width} height={height} className="fill-brand-50" />}
      {children}
    </svg>
  );
}

/** A park with green roofs, a wind turbine and solar rows. */
export function ParkArt() {
  return (
    <Scene viewBox="0 0 280 120" align="xMidYMax slice">
      <circle cx="226" cy="30" r="16" className="fill-accent-300/60" />
      <path d="M0 92c40-14 82-16 124-8s98 10 156-6v42H0Z" className="fill-brand-700" />
      <rect x="36" y="58" width="46" height="34" rx="2" className="fill-brand-800" />
      <rect x="36" y="54" width="46" height="6" rx="2" className="fill-accent-400" />
      <rect x="92" y="46" width="38" height="46" rx="2" className="fill-brand-800" />
      <rect x="92" y="42" width="38" height="6" rx="2" className="fill-accent-400" />
      {[44, 56, 68, 100, 112].map((x) => (
        <rect key={x} x={x} y={x < 90 ? 66 : 56} width="6" height="8" rx="1" className="fill-accent-300/70" />
      ))}
      <path d="M186 94V40" className="stroke-white" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M186 40l-2-26M186 40l22 12M186 40l-21 13"
        className="stroke-white"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="186" cy="40" r="3.5" className="fill-accent-300" />
      <path d="M140 104l14-12h30l-14 12ZM182 104l14-12h30l-14 12Z" className="fill-accent-500" />
    </Scene>
  );
}

/** A leaf badge with a verified tick: a brand built on verified reductions. */
export function BrandArt() {
  return (
    <Scene viewBox="0 0 180 110" align="xMidYMid slice" background>
      <circle cx="90" cy="55" r="36" className="fill-brand-100" />
      <path d="M68 72c0-22 12-36 40-38 0 24-12 38-36 39" className="fill-brand-500" />
      <path d="M72 70 96 46" className="stroke-brand-800" strokeWidth="3" strokeLinecap="round" />
      <circle cx="120" cy="74" r="13" className="fill-accent-400" />
      <path
        d="m114 74 4.5 4.5L127 70"
        className="stroke-white"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      <path d="M22 92h30M128 20h30" className="stroke-brand-200" strokeWidth="3" strokeLinecap="round" />
    </Scene>
  );
}

/** A phone showing a footprint and a small bar chart. */
export function CalculatorArt() {
  return (
    <Scene viewBox="0 0 180 110" align="xMidYMid slice" background>
      <rect x="62" y="10" width="56" height="92" rx="9" className="fill-brand-800" />
      <rect x="67" y="18" width="46" height="74" rx="4" className="fill-white" />
      <path d="M84 46c-4-8 0-16 6-16s8 8 5 16c-2 5-9 5-11 0Z" className="fill-brand-500" />
      <circle cx="84" cy="54" r="3" className="fill-brand-500" />
      <circle cx="92" cy="58" r="2.4" className="fill-brand-500" />
      <rect x="73" y="74" width="6" height="12" rx="1" className="fill-accent-300" />
      <rect x="83" y="68" width="6" height="18" rx="1" className="fill-accent-400" />
      <rect x="93" y="78" width="6" height="8" rx="1" className="fill-accent-300" />
      <rect x="103" y="64" width="6" height="22" rx="1" className="fill-accent-500" />
      <path d="M20 30h26M134 84h26" className="stroke-brand-200" strokeWidth="3" strokeLinecap="round" />
    </Scene>
  );
}
