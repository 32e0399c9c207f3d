// The enquiry form's plain post (docs/API.md, 'POST /api/contact', form posts): the
// page it names, its language, the thank-you address, and the browser's checks.
import { describe, expect, it } from 'vitest';
import { checkEnquiry, showsCount } from '../../src/islands/enquiry/checks.ts';
import { escapeHtml } from '../../netlify/lib/enquiry-page.ts';
import { formPageOf, thankYouLocation } from '../../src/shared/enquiry-form.ts';

describe('formPageOf', () => {
  it('takes a path of this site and reads its language from it', () => {
    expect(formPageOf('/about/', 'zh')).toEqual({ path: '/about/', lang: 'zh' });
    expect(formPageOf('/en/about/', 'zh')).toEqual({ path: '/en/about/', lang: 'en' });
    expect(formPageOf('/en', 'zh')).toEqual({ path: '/en', lang: 'en' });
    expect(formPageOf('/english-page', 'en')).toEqual({ path: '/english-page', lang: 'zh' });
  });

  it('replaces anything else by the home page of the request’s language', () => {
    for (const value of [
      undefined,
      '',
      'about',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      '/%2fevil',
      `/${'a'.repeat(200)}`,
    ]) {
      expect(formPageOf(value, 'en')).toEqual({ path: '/en/', lang: 'en' });
      expect(formPageOf(value, 'zh')).toEqual({ path: '/', lang: 'zh' });
    }
  });

  it('sends a stored post to the thank-you page of the form’s language', () => {
    expect(thankYouLocation({ path: '/about/', lang: 'zh' })).toBe('/enquiry-sent/?from=%2Fabout%2F');
    expect(thankYouLocation({ path: '/en/about/', lang: 'en' })).toBe('/en/enquiry-sent/?from=%2Fen%2Fabout%2F');
  });
});

describe('the form page', () => {
  it('escapes every character HTML could read as markup', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('the browser’s checks', () => {
  const messages = {
    required: { contact: 'contact required', message: 'message required' },
    tooLong: { name: 'name long', company: 'company long', contact: 'contact long', message: 'message long' },
    consent: 'consent',
  };
  const values = { name: '', company: '', contact: '138', message: 'hi', consent: true };

  it('asks for a way to reach the visitor, a message and consent; counts characters as the server does', () => {
    expect(checkEnquiry(values, messages)).toEqual({});
    expect(checkEnquiry({ ...values, contact: '  ', message: '', consent: false }, messages)).toEqual({
      contact: 'contact required',
      message: 'message required',
      consent: 'consent',
    });
    expect(checkEnquiry({ ...values, message: '😀'.repeat(5000) }, messages)).toEqual({});
    expect(checkEnquiry({ ...values, message: '😀'.repeat(5001) }, messages)).toEqual({ message: 'message long' });
  });

  it('shows the counter from 80 % of the limit', () => {
    expect(showsCount('a'.repeat(79), 100)).toBe(false);
    expect(showsCount('a'.repeat(80), 100)).toBe(true);
  });
});
