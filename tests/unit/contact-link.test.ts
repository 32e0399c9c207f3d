import { describe, expect, it } from 'vitest';
import { contactHref } from '~/admin/lib/enquiry-timeline';

// Issue 19: any text with an @ became a mailto link, headers and all.
describe('contactHref', () => {
  it.each([
    ['zhang@example.com', 'mailto:zhang@example.com'],
    [' li.si+carbon@mail.example.cn ', 'mailto:li.si%2Bcarbon@mail.example.cn'],
    ['a_b%c@x-y.example.org', 'mailto:a_b%25c@x-y.example.org'],
  ])('links the e-mail address %j as %s', (contact, href) => {
    expect(contactHref(contact)).toBe(href);
  });

  it.each([
    ['138 0000 0000', 'tel:13800000000'],
    ['+86 (21) 5555-1234', 'tel:+862155551234'],
  ])('links the phone number %j as %s', (contact, href) => {
    expect(contactHref(contact)).toBe(href);
  });

  it.each([
    'x@evil.example?bcc=all@corp.example',
    'x@evil.example?subject=hi&body=click%20https://evil.example',
    'x@corp.example&cc=y@evil.example',
    'a@b@c.example',
    'x@evil.example#frag',
    '"x y"@example.com',
    'x@example',
    'x @example.com',
    'javascript:alert(1)//@example.com',
    'mailto:x@example.com',
    'x@-bad-.example',
    '微信 zhang_san',
    '12345',
    'tel:+8613800000000',
    '138 0000 0000; ext=1',
    `${'a'.repeat(65)}@example.com`,
  ])('leaves %j as plain text', (contact) => {
    expect(contactHref(contact)).toBeUndefined();
  });
});
