import { describe, expect, it } from 'vitest';
import { contactHref, replyHref } from '~/admin/lib/enquiry-timeline';

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

describe('replyHref', () => {
  const texts = { subject: '关于您的咨询 & 报价', quoteHeading: '您的留言：' };

  it('prefills the subject and quotes the message, every part encoded, for an e-mail address', () => {
    const message = '第一行&cc=evil@example.com\n?bcc=all@corp.example #2';
    const reply = replyHref('zhang@example.com', { ...texts, message });
    expect(reply?.kind).toBe('email');
    const url = new URL(reply!.href);
    expect(url.pathname).toBe('zhang@example.com');
    // Exactly two parameters, whatever the visitor typed.
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
    expect(url.searchParams.get('subject')).toBe('关于您的咨询 & 报价');
    expect(url.searchParams.get('body')).toBe('\r\n\r\n您的留言：\r\n> 第一行&cc=evil@example.com\r\n> ?bcc=all@corp.example #2');
  });

  it('is a tel link for a phone number and nothing for other text', () => {
    expect(replyHref('138 0000 0000', { ...texts, message: 'x' })).toEqual({ kind: 'phone', href: 'tel:13800000000' });
    expect(replyHref('微信 zhang', { ...texts, message: 'x' })).toBeUndefined();
  });
});
