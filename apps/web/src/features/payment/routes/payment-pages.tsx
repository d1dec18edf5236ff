export { CryptoPage } from './crypto-page';
export { PayeerPage } from './payeer-page';
export { PaymentPage } from './payment-page';
export { PaymentFailPage, PaymentSuccessPage } from './payment-result-pages';
export { SandboxPaymentPage } from './sandbox-payment-page';
