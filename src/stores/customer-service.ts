// The floating customer-service panel: open or closed.
import { atom } from 'nanostores';

export const $serviceOpen = atom(false);

export function toggleService(): void {
  $serviceOpen.set(!$serviceOpen.get());
}

export function closeService(): void {
  $serviceOpen.set(false);
}
