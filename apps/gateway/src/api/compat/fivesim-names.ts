/** The names live in the contracts: upstream executors speak the same protocol. */
export {
  fiveSimCountryFromName as countryFromName, fiveSimCountryName as countryName, fiveSimProductName as productName, fiveSimServiceFromName as serviceFromName,
} from '@simrelay/contracts';
