// A PDF judged by its bytes (issue 33 point 5, sides; later message attachments, DESIGN §14).
import { describe, expect, it } from 'vitest';
import { encryptedPdf, jpegWithGps, pdfOfPages as pdfOf } from '../../test/media-test-files';
import { checkPdf } from './pdf-check';

describe('checkPdf', () => {
  it('counts the pages of a PDF', async () => {
    expect(await checkPdf(await pdfOf(3))).toEqual({ kind: 'pdf', pages: 3 });
  });

  it('refuses an encrypted PDF (a real one, made by qpdf)', async () => {
    const bytes = encryptedPdf();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await checkPdf(bytes)).toEqual({ kind: 'encrypted' });
  });

  it('is not fooled by a name, a header further in, a bare header or a PDF without pages', async () => {
    const jpeg = await jpegWithGps(64, 64);
    expect(await checkPdf(jpeg)).toEqual({ kind: 'not-pdf' });
    const pdf = await pdfOf(1);
    // Text before the header: pdf-lib would still read it, the check does not.
    expect(await checkPdf(Buffer.concat([Buffer.from('hello\n'), pdf]))).toEqual({ kind: 'not-pdf' });
    expect(await checkPdf(Buffer.from('%PDF-1.7\nnot really'))).toEqual({ kind: 'not-pdf' });
    expect(await checkPdf(Buffer.from('%PD'))).toEqual({ kind: 'not-pdf' });
    expect(await checkPdf(await pdfOf(0))).toEqual({ kind: 'not-pdf' });
  });
});
