const FALLBACK = 'https://example.com';

/** The server writes the configured agency URL into index.html's meta tag at runtime. */
export function agencyUrl(): string {
  const content = document.querySelector<HTMLMetaElement>('meta[name="agency-url"]')?.content?.trim();
  return content && /^https?:\/\//.test(content) ? content : FALLBACK;
}
