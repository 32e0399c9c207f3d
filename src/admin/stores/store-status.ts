// Whether the data store answers, as the API last said: a 503 UNAVAILABLE
// marks it down, any successful call marks it up again. The API client reports
// every answer here; the shell shows a banner while it is down and checks again
// by itself (shell/use-store-outage.ts).
import { atom } from 'nanostores';

export const $storeDown = atom(false);

export function reportStoreDown(): void {
  $storeDown.set(true);
}

export function reportStoreUp(): void {
  $storeDown.set(false);
}
