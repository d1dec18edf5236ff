/**
 * The SMS-Activate `handler_api.php` actions we answer (the gateway's handler table is typed by
 * this list, the documentation page shows it), the rent actions on our long-term rentals included.
 */
export const SMS_ACTIVATE_ACTIONS = [
  'getBalance', 'getBalanceAndCashBack', 'getNumber', 'getNumberV2', 'getStatus', 'getStatusV2', 'setStatus', 'getActiveActivations', 'getHistory',
  'getCountries', 'getServicesList', 'getOperators', 'getPrices', 'getNumbersStatus', 'getTopCountriesByService',
  'getRentServicesAndCountries', 'getRentNumber', 'getRentStatus', 'setRentStatus', 'getRentList', 'continueRentNumber', 'continueRentInfo',
] as const;
export type SmsActivateAction = (typeof SMS_ACTIVATE_ACTIONS)[number];

/** The 5sim REST v1 endpoints we answer, under `/v1`. */
export const FIVESIM_ENDPOINTS = [
  'GET /guest/countries', 'GET /guest/products/{country}/{operator}', 'GET /guest/prices', 'GET /user/profile',
  'GET /user/buy/activation/{country}/{operator}/{product}', 'GET /user/check/{id}', 'GET /user/finish/{id}', 'GET /user/cancel/{id}',
  'GET /user/ban/{id}', 'GET /user/sms/inbox/{id}', 'GET /user/orders', 'GET /user/buy/hosting/{country}/{operator}/{product}',
] as const;
