// Replaced by the page's real content.
export function TermsText() { return null; }
export function PrivacyText() { return null; }
