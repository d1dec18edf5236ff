// Replaced by the page's real content.
export function ProfileLayout() { return null; }
export function BalancePage() { return null; }
export function ApiPage() { return null; }
export function OtpPage() { return null; }
export function RentalPage() { return null; }
export function HistoryPage() { return null; }
