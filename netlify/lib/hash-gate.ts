// One password check at a time in a function instance (docs/API.md, 'Sign-in
// throttling'). A production-cost scrypt takes 128 MiB and a core for a good
// part of a second; twenty side by side take twenty times as long each, the
// real user's included. An instance has about one core or less, so running
// more at once only stretches each hash and every caller's wait. A short queue
// waits; past it a check is refused at once with 429, so a flood costs its
// senders, not the memory or the time of everyone else. Callers that have
// signed in from their address before wait in a queue of their own, served
// first: a flood of strangers cannot starve them.
import { ApiError } from './http.ts';

export const HASH_GATE = { concurrent: 1, queued: 8, priorityQueued: 8, retryAfterSeconds: 2 } as const;

interface Waiter {
  priority: boolean;
  start: () => void;
}

let running = 0;
const waiting: Waiter[] = [];

/** Runs `work` when a slot is free; throws 429 RATE_LIMITED with Retry-After when its queue is full. */
export async function withHashSlot<T>(work: () => Promise<T>, { priority }: { priority: boolean }): Promise<T> {
  await acquire(priority);
  try {
    return await work();
  } finally {
    release();
  }
}

/** Whether a check of this kind would be queued or run now rather than refused. */
export function hashGateHasRoom(priority: boolean): boolean {
  if (running < HASH_GATE.concurrent) return true;
  const queued = waiting.filter((waiter) => waiter.priority === priority).length;
  return queued < (priority ? HASH_GATE.priorityQueued : HASH_GATE.queued);
}

function acquire(priority: boolean): Promise<void> {
  if (running < HASH_GATE.concurrent) {
    running++;
    return Promise.resolve();
  }
  if (!hashGateHasRoom(priority)) {
    throw new ApiError('RATE_LIMITED', undefined, undefined, { 'Retry-After': String(HASH_GATE.retryAfterSeconds) });
  }
  return new Promise((start) => {
    const waiter = { priority, start };
    // Priority waiters go after the other priority waiters, before everyone else.
    const firstOrdinary = waiting.findIndex((other) => !other.priority);
    if (priority && firstOrdinary !== -1) waiting.splice(firstOrdinary, 0, waiter);
    else waiting.push(waiter);
  });
}

function release(): void {
  const next = waiting.shift();
  // The slot passes straight to the next waiter, so `running` stays as it is.
  if (next) next.start();
  else running--;
}
