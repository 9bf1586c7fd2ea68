import type { Language } from '@talent/contract/auth';

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface LayoutContent {
  language: Language;
  /** Shown above the message, hidden in the body (the inbox preview line). */
  preheader: string;
  heading: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** Small print under the message: why it came and how to stop it. */
  footer: { text: string; links: { label: string; url: string }[] };
}

/**
 * The product's e-mail look (the apps' indigo, white card, one button), in tables and inline
 * styles because mail clients ignore stylesheets; the colours keep 4.5:1 contrast like the apps.
 */
export function layoutHtml(content: LayoutContent): string {
  const paragraphs = content.paragraphs
    .map(
      (text) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937">${escapeHtml(text)}</p>`,
    )
    .join('\n');
  const links = content.footer.links
    .map((link) => `<a href="${escapeHtml(link.url)}" style="color:#3730a3">${escapeHtml(link.label)}</a>`)
    .join(' · ');
  return `<!doctype html>
<html lang="${content.language.toLowerCase()}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
<tr><td style="padding:0 0 16px;font-size:20px;font-weight:bold;color:#3730a3">Talent Portal</td></tr>
<tr><td style="background:#ffffff;border-radius:12px;padding:28px 24px">
<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;color:#111827">${escapeHtml(content.heading)}</h1>
${paragraphs}
<p style="margin:24px 0 8px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#4338ca;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(content.action.label)}</a></p>
</td></tr>
<tr><td style="padding:16px 8px;font-size:13px;line-height:1.5;color:#4b5563">${escapeHtml(content.footer.text)}<br>${links}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
