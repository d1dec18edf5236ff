/** Services the load buys, with an SMS each service's code pattern (the catalog's seed) recognises. */
export const SMS_SERVICES: ReadonlyArray<{ service: string; sender: string; text: (code: string) => string }> = [
  { service: 'tg', sender: 'Telegram', text: (code) => `Telegram code ${code}` },
  { service: 'wa', sender: 'WhatsApp', text: (code) => `Your WhatsApp code: ${code}` },
  { service: 'go', sender: 'Google', text: (code) => `G-${code} is your Google verification code.` },
  { service: 'fb', sender: 'Facebook', text: (code) => `<#> ${code} is your Facebook code` },
  { service: 'ig', sender: 'Instagram', text: (code) => `Use ${code} to verify your Instagram account.` },
  { service: 'ds', sender: 'Discord', text: (code) => `Your Discord security code is: ${code}` },
  { service: 'tw', sender: 'Twitter', text: (code) => `Your Twitter verification code is ${code}.` },
  { service: 'vi', sender: 'Viber', text: (code) => `Your Viber code: ${code}` },
  { service: 'ya', sender: 'Yandex', text: (code) => `Yandex code ${code}` },
  { service: 'sg', sender: 'OZON', text: (code) => `Ozon: code ${code}` },
  ...(
    [
      ['ub', 'Uber'], ['tx', 'Bolt'], ['am', 'Amazon'], ['mm', 'Microsoft'], ['wx', 'Apple'], ['mt', 'Steam'], ['ts', 'PayPal'],
      ['oi', 'Tinder'], ['qv', 'Badoo'], ['mo', 'Bumble'], ['lf', 'TikTok'], ['bw', 'Signal'], ['dr', 'OpenAI'], ['nf', 'Netflix'],
    ] as const
  ).map(([service, name]) => ({ service, sender: name, text: (code: string) => `Your ${name} code is ${code}` })),
];

/** A service that verifies with a call: the caller's last four digits are its code. */
export const CALL_SERVICE = 'vk';

/** Six digits, different for each sequence number of the run. */
export const codeFor = (sequence: number): string => String(100000 + (sequence % 900000));
