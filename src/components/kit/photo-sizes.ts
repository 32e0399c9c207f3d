// How wide a card's photograph is on screen, for the browser's choice among the
// widths Photo.astro offers: grids take one column on phones, two from 640 px
// and `columns` from 1024 px (four from 1280 px: CardGrid.astro), inside a content
// column of at most 1200 px.
export function cardPhotoSizes(columns: 2 | 3 | 4): string {
  return [
    `(min-width: 1280px) ${Math.round(1200 / columns)}px`,
    columns < 4 && `(min-width: 1024px) ${Math.round(100 / columns)}vw`,
    '(min-width: 640px) 50vw',
    '100vw',
  ]
    .filter(Boolean)
    .join(', ');
}
