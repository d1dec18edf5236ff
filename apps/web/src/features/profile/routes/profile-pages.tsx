export { ApiPage } from './api-page';
export { BalancePage } from './balance-page';
export { HistoryPage } from './history-page';
export { OtpPage } from './otp-page';
export { ProfileLayout } from './profile-layout';
export { RentalPage } from './rental-page';
