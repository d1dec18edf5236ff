import type { MailRequestedEvent } from '@simrelay/contracts';
import { BRAND, MAIL_COPY, MailCopy } from './mail-templates';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export type MailToRender = Pick<MailRequestedEvent, 'template' | 'lang' | 'link' | 'params'>;

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char] ?? char);

function renderText(copy: MailCopy, link: string): string {
  return [copy.greeting, copy.lead, `${copy.action}:\n${link}`, copy.validity, copy.notYou, `— ${copy.signature}`].join('\n\n') + '\n';
}

/** Inline styles only: most mail clients drop <style> blocks. */
function renderHtml(copy: MailCopy, lang: string, link: string): string {
  const e = escapeHtml;
  const href = e(link);
  return `<!doctype html>
<html lang="${e(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(copy.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5;">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;">${e(BRAND)}</p>
<p>${e(copy.greeting)}</p>
<p>${e(copy.lead)}</p>
<p style="margin:32px 0;text-align:center;"><a href="${href}" style="display:inline-block;padding:12px 24px;background:#2563eb;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${e(copy.action)}</a></p>
<p>${e(copy.fallback)}<br><a href="${href}" style="color:#2563eb;word-break:break-all;">${href}</a></p>
<p>${e(copy.validity)}</p>
<p style="color:#6b7280;">${e(copy.notYou)}</p>
<p>${e(copy.signature)}</p>
</div>
</body>
</html>
`;
}

/** Fills `{name}` from the mail's values; a name without a value stays as written. */
function fill(copy: MailCopy, params: Record<string, string> = {}): MailCopy {
  const sub = (text: string) => text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
  return Object.fromEntries(Object.entries(copy).map(([key, text]) => [key, sub(text)])) as unknown as MailCopy;
}

/** The mail a user reads: subject, plain text and HTML in their language. */
export function renderMail(mail: MailToRender): RenderedMail {
  const copy = fill(MAIL_COPY[mail.template][mail.lang], mail.params);
  return { subject: copy.subject, text: renderText(copy, mail.link), html: renderHtml(copy, mail.lang, mail.link) };
}
