// An island's view of a nanostores store: React's own useSyncExternalStore. It
// replaces @nanostores/react, whose listening to single keys of a map store no
// island uses, on every public page (docs/PERFORMANCE.md).
import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';

export function useStore<T>(store: ReadableAtom<T>): T {
  // A store's `get` starts it when nothing listens yet (a news store then asks the server).
  return useSyncExternalStore(store.listen, store.get, store.get);
}
