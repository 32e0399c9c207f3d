import type { MenuArt as Art } from '~/layouts/shell-props';

interface Props {
  art: Art;
  /** Which part of the drawing stays in view when the box is narrower or wider (object-position). */
  className?: string;
}

/**
 * A decorative drawing of a mega-menu card: a static SVG file (src/assets/menu/),
 * covering its box like the old inline drawings' `slice`. Lazy: the panels are
 * hidden until opened, and phones never open them.
 */
export default function MenuArt({ art, className = '' }: Props) {
  return (
    <img
      src={art.src}
      width={art.width}
      height={art.height}
      alt=""
      loading="lazy"
      decoding="async"
      className={`h-full w-full object-cover ${className}`}
    />
  );
}
