/**
 * What an uploaded file is, judged by its bytes (never by its name or declared type): a PDF that
 * pdf-lib can read, with its page count; an encrypted one (pdf-lib cannot decrypt it, so it could
 * neither be checked nor stamped); or not a PDF at all.
 */
export type PdfCheck = { kind: 'pdf'; pages: number } | { kind: 'encrypted' } | { kind: 'not-pdf' };

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

export async function checkPdf(bytes: Uint8Array): Promise<PdfCheck> {
  // The header at offset 0, as PDF 2.0 §7.5.2 writes it: pdf-lib alone would look for it further in.
  if (bytes.length < PDF_MAGIC.length || !PDF_MAGIC.equals(bytes.subarray(0, PDF_MAGIC.length))) {
    return { kind: 'not-pdf' };
  }
  const { PDFDocument } = await import('pdf-lib');
  try {
    // Loaded past its encryption to ask about it: pdf-lib's EncryptedPDFError is built for ES5 and
    // fails `instanceof`, so the refusal is read from the document, not from an error's class.
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    if (doc.isEncrypted) return { kind: 'encrypted' };
    const pages = doc.getPageCount();
    // A header and a trailer but no page tree: nothing a talent could read.
    return pages > 0 ? { kind: 'pdf', pages } : { kind: 'not-pdf' };
  } catch {
    // The bytes start like a PDF but are not one pdf-lib can read.
    return { kind: 'not-pdf' };
  }
}
