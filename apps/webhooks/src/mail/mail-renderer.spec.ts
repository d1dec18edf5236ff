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

  it('gives the two templates different subjects', () => {
    const [verify, restore] = MAIL_TEMPLATES.map((template) => renderMail({ template, lang: 'en', link: LINK }));
    expect(verify?.subject).not.toBe(restore?.subject);
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
