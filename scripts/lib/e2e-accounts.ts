// Staff accounts scripts/e2e-server.ts creates before an end-to-end run, and that
// the tests sign in with (tests/e2e/fixtures.ts). Tests that change an account's
// state (password, failed sign-ins) take one of their own, so parallel workers
// never disturb each other.
export const E2E_ADMIN_PASSWORD = 'e2e-Password-2025';

export const E2E_ADMINS = {
  /** An admin for screens, news, inbox and API reads: sessions are independent tokens, so these may share it. */
  sharedAdmin: { username: 'e2e-shared-admin', name: '共用管理员' },
  login: { username: 'e2e-login', name: '登录测试' },
  rateLimited: { username: 'e2e-locked', name: '限流测试' },
  password: { username: 'e2e-password', name: '改密测试' },
  session: { username: 'e2e-session', name: '会话测试' },
  /** Manages staff accounts: admin-users.spec.ts, and the accounts the tests make. */
  accounts: { username: 'e2e-accounts', name: '账号管理测试' },
} as const;

export type E2eAdmin = keyof typeof E2E_ADMINS;
