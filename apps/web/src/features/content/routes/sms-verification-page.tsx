// Replaced by the page's real content.
export function SmsVerificationPage() { return null; }
