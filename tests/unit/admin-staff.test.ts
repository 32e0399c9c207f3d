// Pure logic of the staff-account and enquiry screens: the menu by role, the
// enquiry timeline, contact links, the remembered temporary password.
import { describe, expect, it } from 'vitest';
import { contactHref, timelineOf } from '~/admin/lib/enquiry-timeline';
import { forgetTemporaryPassword, recallTemporaryPassword, rememberTemporaryPassword } from '~/admin/lib/temporary-password';
import { navItemsFor } from '~/admin/shell/nav-items';

describe('navigation by role', () => {
  it('shows staff accounts and the security log to admins only', () => {
    expect(navItemsFor('admin').map((item) => item.to)).toContain('/users');
    expect(navItemsFor('admin').map((item) => item.to)).toContain('/security');
    expect(navItemsFor('editor').map((item) => item.to)).toEqual([
      '/dashboard',
      '/news',
      '/media',
      '/contact-messages',
      '/settings',
    ]);
  });
});

describe('enquiry timeline', () => {
  it('lists changes newest first (server order reversed, even within one millisecond), then the submission', () => {
    const at = '2025-03-01T10:00:00.000Z';
    const timeline = timelineOf({
      createdAt: '2025-02-28T09:00:00.000Z',
      history: [
        { at, by: 'alice', status: '处理中' },
        { at, by: 'bob', note: '已回电' },
        { at: '2025-03-02T08:00:00.000Z', by: 'alice', status: '已处理', note: '' },
      ],
    });
    expect(timeline).toEqual([
      { kind: 'change', at: '2025-03-02T08:00:00.000Z', by: 'alice', status: '已处理', note: '' },
      { kind: 'change', at, by: 'bob', note: '已回电' },
      { kind: 'change', at, by: 'alice', status: '处理中' },
      { kind: 'received', at: '2025-02-28T09:00:00.000Z' },
    ]);
  });
});

describe('contact links', () => {
  it('links e-mail addresses and phone numbers, nothing else', () => {
    expect(contactHref(' zhang@example.com ')).toBe('mailto:zhang@example.com');
    expect(contactHref('138 0000 0000')).toBe('tel:13800000000');
    expect(contactHref('+86 (21) 5555-1234')).toBe('tel:+862155551234');
    expect(contactHref('微信 zhang_san')).toBeUndefined();
    expect(contactHref('12345')).toBeUndefined();
    expect(contactHref('')).toBeUndefined();
  });
});

describe('temporary password memory', () => {
  it('is recalled only for the account that signed in with it, and forgotten after', () => {
    rememberTemporaryPassword('li', 'temp-123');
    expect(recallTemporaryPassword('li')).toBe('temp-123');
    expect(recallTemporaryPassword('wang')).toBeUndefined();
    forgetTemporaryPassword();
    expect(recallTemporaryPassword('li')).toBeUndefined();
  });
});
