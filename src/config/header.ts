// Header and mega-menu measures and timings. Header heights are
// also theme tokens (--spacing-header*, global.css) for the Tailwind classes.
export const HEADER = {
  /** Large screens (lg and up) / smaller screens, px. */
  height: 88,
  heightSmall: 70,
  /** The header turns solid once the vertical offset exceeds this, px. */
  scrollThreshold: 0,
  /** Mega-menus: offset from the top, side panel width, panel heights, px. */
  megaTop: 88,
  sidePanelWidth: 340,
  panelHeights: { products: 506, solutions: 308, news: 266 },
  /** A mega-menu closes this long after the pointer leaves, ms. */
  megaCloseDelayMs: 150,
} as const;

export type MegaMenuId = keyof typeof HEADER.panelHeights;
