/**
 * Query values that open something to whoever holds them: a signed media URL's `sig`, an unsubscribe
 * or reset `token`, an S3 presigned URL's signature, OAuth-style codes and tokens. The whole name
 * must match (`tokens=` or `mykey=` stay).
 */
const SECRET_QUERY_VALUE =
  /([?&;](?:sig|signature|token|access_token|refresh_token|id_token|key|code|secret|password|x-amz-signature|x-amz-credential|x-amz-security-token)=)[^&;\s"'#\\<>]*/gi;

/**
 * The one line that shows a secret on purpose: without SMTP the password reset link is logged so an
 * operator on a fresh machine can follow it (README, SMTP_URL; account.service.ts). Matched with its
 * JSON quotes, which a request's URL or any other logged text can only carry escaped.
 */
const SHOWN_ON_PURPOSE = '"msg":"Password reset link for ';

/** A log line with every secret query value replaced by `[REDACTED]`. */
export function redactSecrets(line: string): string {
  if (line.includes(SHOWN_ON_PURPOSE)) return line;
  return line.replace(SECRET_QUERY_VALUE, '$1[REDACTED]');
}

/**
 * Where the logger writes: every line passes through redactSecrets first, whatever wrote it (the
 * request log's URLs, an error's message or stack, a module's own line), so no caller has to remember.
 */
export function redactingStream(target: NodeJS.WritableStream): { write: (line: string) => void } {
  return {
    write: (line) => {
      target.write(redactSecrets(line));
    },
  };
}
