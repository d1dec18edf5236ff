import { LANGS, MAIL_TEMPLATES } from '@simrelay/contracts';
import { escapeHtml, renderMail } from './mail-renderer';

const LINK = 'https://simrelay.test/users/verify/0123456789abcdef0123?x=1&y=2';
const cases = MAIL_TEMPLATES.flatMap((template) => LANGS.map((lang) => [template, lang] as const));

describe('renderMail', () => {
  it.each(cases)('renders %s in %s with the link in text and HTML', (template, lang) => {
    const mail = renderMail({ template, lang, link: LINK });

    expect(mail.subject).toContain('SimRelay');
    expect(mail.text).toContain(`\n${LINK}\n`);
    expect(mail.html).toContain(`<html lang="${lang}">`);
    // Once as the button, once as the visible fallback link, both escaped.
    const escaped = LINK.replace('&', '&amp;');
    expect(mail.html.split(`href="${escaped}"`)).toHaveLength(3);
    expect(mail.html).toContain(`>${escaped}</a>`);
    expect(mail.html).not.toContain('x=1&y=2');
  });

  it.each(MAIL_TEMPLATES)('gives %s a different subject and body in each language', (template) => {
    const mails = LANGS.map((lang) => renderMail({ template, lang, link: LINK }));
    expect(new Set(mails.map((m) => m.subject)).size).toBe(LANGS.length);
    expect(new Set(mails.map((m) => m.text)).size).toBe(LANGS.length);
  });

  it('gives every template its own subject', () => {
    const subjects = MAIL_TEMPLATES.map((template) => renderMail({ template, lang: 'en', link: LINK }).subject);
    expect(new Set(subjects).size).toBe(MAIL_TEMPLATES.length);
  });

  it.each(LANGS)('fills the receipt in %s with the payment, escaped in HTML', (lang) => {
    const params = { amount: '$10.00', fee: '$0.20', cashback: '$0.00', credited: '$9.80', balance: '$19.80', topUpId: 'T-1', paidAt: '<2026-11-22 10:00 UTC>' };
    const mail = renderMail({ template: 'topup-receipt', lang, link: LINK, params });
    for (const value of ['$10.00', '$0.20', '$9.80', '$19.80', 'T-1']) expect(mail.text).toContain(value);
    expect(mail.subject).toContain('$9.80');
    expect(mail.text).not.toMatch(/\{\w+\}/);
    expect(mail.html).toContain('&lt;2026-11-22 10:00 UTC&gt;');
  });

  it('tells how long each link lives, that it works once, and what to do if unasked', () => {
    const verify = renderMail({ template: 'verify-email', lang: 'en', link: LINK }).text;
    expect(verify).toContain('valid for 24 hours');
    expect(verify).toContain('only once');
    expect(verify).toContain('If you did not register');
    const restore = renderMail({ template: 'restore-password', lang: 'en', link: LINK }).text;
    expect(restore).toContain('valid for 1 hour');
    expect(restore).toContain('only once');
    expect(restore).toContain('If you did not ask');
    expect(renderMail({ template: 'verify-email', lang: 'ru', link: LINK }).text).toContain('24 часа');
    expect(renderMail({ template: 'restore-password', lang: 'uk', link: LINK }).text).toContain('1 годину');
  });

  it('cannot be made to inject markup through the link', () => {
    const hostile = 'https://simrelay.test/v?t="><script>alert(1)</script>';
    const { html, text } = renderMail({ template: 'restore-password', lang: 'uk', link: hostile });

    expect(html).not.toContain('<script>');
    expect(html).toContain('href="https://simrelay.test/v?t=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(text).toContain(hostile);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
