// Replaced by the page's real content.
export function VerifyEmailPage() { return null; }
