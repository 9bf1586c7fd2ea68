import type { AppLanguage } from '@talent/ui/i18n';
import { cachedFormatter, intlLocale } from './format-date';

/** An amount with its currency code, in the active language's conventions ("1.500 RON", "RON 1,500"). */
export function formatMoney(amount: number, currency: string, language: AppLanguage): string {
  try {
    return numberFormat(intlLocale(language), {
      style: 'currency',
      currency,
      // Show the code (RON), never a symbol the reader may not know (lei).
      currencyDisplay: 'code',
      maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount);
  } catch {
    // Not an ISO currency code: the number, then whatever the server called it.
    return `${formatNumber(amount, language)} ${currency}`;
  }
}

export function formatNumber(value: number, language: AppLanguage): string {
  return numberFormat(intlLocale(language), {}).format(value);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cachedFormatter(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** A file size in megabytes (of 1024 × 1024 bytes, as the upload limits count them): "12,3 MB". */
export function formatMegabytes(bytes: number, language: AppLanguage): string {
  const options = { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 } as const;
  return numberFormat(intlLocale(language), options).format(bytes / 1024 / 1024);
}
