// Two-factor sign-in and sessions (docs/API.md, 'Two-factor sign-in', 'Sessions'), typed by the contract.
import { request } from './client.ts';

export const loginWithCode = (challenge: string, code: string) =>
  request('POST /api/admin/login/code', { body: { challenge, code } }, { auth: false }).then((answer) => answer.data);

export const getTwoFactor = (signal?: AbortSignal) =>
  request('GET /api/admin/two-factor', {}, { signal }).then((answer) => answer.data);

export const startTwoFactorSetup = () => request('POST /api/admin/two-factor/setup', {}).then((answer) => answer.data);

export const enableTwoFactor = (code: string) =>
  request('POST /api/admin/two-factor/enable', { body: { code } }).then((answer) => answer.data.recoveryCodes);

export const disableTwoFactor = (password: string, code: string) =>
  request('POST /api/admin/two-factor/disable', { body: { password, code } });

export const regenerateRecoveryCodes = (password: string, code: string) =>
  request('POST /api/admin/two-factor/recovery-codes', { body: { password, code } }).then((answer) => answer.data.recoveryCodes);

export const listSessions = (signal?: AbortSignal) =>
  request('GET /api/admin/sessions', {}, { signal }).then((answer) => answer.data);

export const endSession = (id: string) => request('DELETE /api/admin/sessions/:id', { params: { id } });

export const endOtherSessions = () => request('POST /api/admin/sessions/end-others', {}).then((answer) => answer.data.ended);

export const resetStaffTwoFactor = (username: string) =>
  request('POST /api/admin/users/:username/reset-two-factor', { params: { username } });

export const endStaffSessions = (username: string) =>
  request('POST /api/admin/users/:username/end-sessions', { params: { username } }).then((answer) => answer.data.ended);

export const getSecuritySettings = (signal?: AbortSignal) =>
  request('GET /api/admin/security-settings', {}, { signal }).then((answer) => answer.data);

export const saveSecuritySettings = (requireTwoFactor: boolean) =>
  request('PUT /api/admin/security-settings', { body: { requireTwoFactor } }).then((answer) => answer.data);
