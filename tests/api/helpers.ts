import { inject } from 'vitest';

export const apiUrl = inject('apiUrl');

/** Calls the API like a browser would; `ip` simulates a distinct visitor. */
export async function call(
  path: string,
  init: { method?: string; body?: unknown; token?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.ip) headers['x-forwarded-for'] = init.ip;
  const response = await fetch(apiUrl + path, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
  const text = await response.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON (CSV export, for example): callers read `text`.
  }
  return { status: response.status, headers: response.headers, json, text };
}
