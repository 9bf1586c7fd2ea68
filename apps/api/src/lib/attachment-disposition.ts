import { slugify } from '@talent/contract/castings';

/**
 * `attachment` with the name as uploaded (RFC 6266 `filename*`, UTF-8) and an ASCII twin for
 * browsers that read only `filename`; the extension is kept as it is.
 */
export function attachmentDisposition(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const extension =
    dot > 0
      ? fileName
          .slice(dot)
          .toLowerCase()
          .replace(/[^.a-z0-9]/g, '')
      : '';
  const ascii = `${slugify(dot > 0 ? fileName.slice(0, dot) : fileName) || 'file'}${extension}`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
