// The hero slider's state and timing, apart from its markup: which slide shows,
// what holds it (pointer over it, focus inside it, the pause button), and the
// timer that moves on every 5 s while nothing holds it.
import { atom, type ReadableAtom } from 'nanostores';
import { SLIDER } from '~/config/news';

export type Hold = 'hover' | 'focus' | 'button';

export interface Slider {
  $index: ReadableAtom<number>;
  /** What holds it now. */
  $holds: ReadableAtom<readonly Hold[]>;
  go(index: number): void;
  next(): void;
  previous(): void;
  hold(reason: Hold, on: boolean): void;
  /** Starts the timer; without autoplay (reduced motion) slides change only when asked. */
  start(autoplay: boolean): void;
  stop(): void;
}

export function createSlider(count: number, intervalMs: number = SLIDER.intervalMs): Slider {
  const $index = atom(0);
  const $holds = atom<readonly Hold[]>([]);
  let autoplay = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  // Every change of slide or of what holds it starts a full interval again.
  const schedule = () => {
    clearTimeout(timer);
    if (autoplay && $holds.get().length === 0) timer = setTimeout(() => go($index.get() + 1), intervalMs);
  };
  const go = (index: number) => {
    $index.set(((index % count) + count) % count);
    schedule();
  };

  return {
    $index,
    $holds,
    go,
    next: () => go($index.get() + 1),
    previous: () => go($index.get() - 1),
    hold(reason, on) {
      const others = $holds.get().filter((held) => held !== reason);
      $holds.set(on ? [...others, reason] : others);
      schedule();
    },
    start(moves) {
      autoplay = moves;
      schedule();
    },
    stop() {
      clearTimeout(timer);
      autoplay = false;
    },
  };
}
