/** The service picker and the rental price table. */
export const catalog = {
  picker: {
    title: 'Choose a service',
    country: 'Country',
    carrier: 'Carrier',
    anyCarrier: 'Any carrier',
    search: 'Search a service',
    searchPlaceholder: 'Service name in Latin letters, e.g. Telegram',
    searchHint: 'Type in Latin letters',
    price: 'from {{price}}',
    available: '{{count}} numbers',
    none: 'no numbers now',
    salesPaused: 'Sales are paused for maintenance of the SIM banks. Prices are shown for reference.',
    selected: 'Selected: {{service}}, {{country}}',
    loadError: 'The list could not be loaded. Check your connection and try again.',
    count: '{{count}} services',
  },
  rental: {
    title: 'Rental prices',
    period: 'Period',
    hours: '{{count}} hours',
    days: '{{count}} days',
    service: 'Service',
    anyService: 'Any service',
    price: 'Price',
    defaultPeriod: 'Prices are shown for {{hours}} hours by default; longer periods cost less per day.',
  },
} as const;
