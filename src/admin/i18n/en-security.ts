import type { zhSecurity } from './zh-security.ts';

// English texts of the security log screen and the reset notice, checked against zh-security.ts. Part of en.ts.
export const enSecurity = {
  'nav.security': 'Security log',

  'security.title': 'Security log',
  'security.intro':
    'Sign-ins, sign-outs, password, account and two-factor changes, ended sessions, erased enquiries, deleted articles and exports, kept for 180 days.',
  'security.time': 'Time (Beijing)',
  'security.kind': 'Event',
  'security.account': 'Account',
  'security.actor': 'By',
  'security.address': 'Address',
  'security.outcome': 'Outcome',
  'security.detail': 'Detail',
  'security.accountFilter': 'Filter by username',
  'security.kindFilter': 'Event kind',
  'security.allKinds': 'All events',
  'security.from': 'From',
  'security.to': 'To',
  'security.loading': 'Loading the security log...',
  'security.empty': 'No entries match',
  'security.unknownAccount': '(no such account)',
  'security.nobody': '—',
  'security.detail.name': 'Display name changed',
  'security.detail.rows': '{count} rows',

  'security.kind.signIn': 'Sign-in',
  'security.kind.signOut': 'Sign-out',
  'security.kind.passwordChanged': 'Password change',
  'security.kind.passwordReset': 'Password reset',
  'security.kind.sessionsEnded': 'Sessions ended',
  'security.kind.accountCreated': 'Account created',
  'security.kind.accountChanged': 'Account changed',
  'security.kind.accountDisabled': 'Account disabled',
  'security.kind.accountEnabled': 'Account enabled',
  'security.kind.roleChanged': 'Role changed',
  'security.kind.enquiryErased': 'Enquiry erased',
  'security.kind.articleDeleted': 'Article deleted',
  'security.kind.enquiriesExported': 'Enquiries exported',

  'security.outcome.success': 'Success',
  'security.outcome.wrongPassword': 'Wrong password',
  'security.outcome.wrongCode': 'Wrong code',
  'security.outcome.throttled': 'Too many attempts',
  'security.outcome.disabled': 'Account disabled',

  'firstPassword.resetBy':
    'Your password was reset by {name} on {time} (Beijing time). If you did not ask for this, tell an administrator.',
} satisfies Record<keyof typeof zhSecurity, string>;
