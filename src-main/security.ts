/** One Content-Security-Policy for the Electron window and the browser host: our own code only. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Mantine injects CSS variables through style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // The sheets' PDF preview: a blob the page made from the PDF bytes, shown by the browser's own PDF viewer.
  'frame-src blob:',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** External links the app may open in the system browser; everything else is refused. */
export const EXTERNAL_LINK_ALLOW_LIST = [/^https:\/\/github\.com\/pitwall-league\//];
