/**
 * The language of a message meant for people (a rule in words): Romanian when the caller's
 * Accept-Language ranks `ro` above `en`, English otherwise (the API's language, DESIGN §4).
 */
export function preferredLanguage(header: string | undefined): 'ro' | 'en' {
  if (!header) return 'en';
  let best: { language: 'ro' | 'en'; quality: number } | undefined;
  for (const part of header.split(',')) {
    const [tag = '', ...parameters] = part.trim().toLowerCase().split(';');
    const language = tag.split('-')[0];
    if (language !== 'ro' && language !== 'en') continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(quality) || quality <= 0) continue;
    if (!best || quality > best.quality) best = { language, quality };
  }
  return best?.language ?? 'en';
}
