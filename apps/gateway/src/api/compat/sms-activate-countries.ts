/** The table lives in the contracts: upstream executors speak the same protocol. */
export {
  SMS_ACTIVATE_COUNTRIES, smsActivateCountryId as countryId, smsActivateCountryKey as countryKey, smsActivateCountryOf as countryOf,
} from '@simrelay/contracts';
