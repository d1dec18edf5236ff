// Replaced by the page's real content.
export function PaymentPage() { return null; }
export function PayeerPage() { return null; }
export function PaymentSuccessPage() { return null; }
export function PaymentFailPage() { return null; }
export function CryptoPage() { return null; }
