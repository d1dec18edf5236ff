/** Countries on sale at first start, with their carriers and how dear numbers there are. */
export interface SeedCountry {
  code: string;
  dialPrefix: string;
  name: { en: string; ru: string; uk: string };
  carriers: Array<[code: string, name: string]>;
  /** Multiplies every service's base price: SIMs and their upkeep cost more in some countries. */
  priceFactor: number;
}

const c = (code: string, dialPrefix: string, en: string, ru: string, uk: string, priceFactor: number, carriers: SeedCountry['carriers']): SeedCountry => ({
  code, dialPrefix, name: { en, ru, uk }, carriers, priceFactor,
});

export const SEED_COUNTRIES: SeedCountry[] = [
  c('UA', '+380', 'Ukraine', 'Украина', 'Україна', 0.8, [['kyivstar', 'Kyivstar'], ['vodafone', 'Vodafone'], ['lifecell', 'lifecell']]),
  c('RU', '+7', 'Russia', 'Россия', 'Росія', 1, [['mts', 'MTS'], ['megafon', 'MegaFon'], ['beeline', 'Beeline'], ['tele2', 'Tele2']]),
  c('KZ', '+7', 'Kazakhstan', 'Казахстан', 'Казахстан', 0.9, [['kcell', 'Kcell'], ['beeline', 'Beeline'], ['tele2', 'Tele2'], ['altel', 'Altel']]),
  c('US', '+1', 'United States', 'США', 'США', 3, [['t-mobile', 'T-Mobile'], ['att', 'AT&T'], ['verizon', 'Verizon']]),
  c('GB', '+44', 'United Kingdom', 'Великобритания', 'Велика Британія', 2.5, [['ee', 'EE'], ['vodafone', 'Vodafone'], ['o2', 'O2'], ['three', 'Three']]),
  c('DE', '+49', 'Germany', 'Германия', 'Німеччина', 2.5, [['telekom', 'Telekom'], ['vodafone', 'Vodafone'], ['o2', 'O2']]),
  c('FR', '+33', 'France', 'Франция', 'Франція', 2.2, [['orange', 'Orange'], ['sfr', 'SFR'], ['bouygues', 'Bouygues Telecom'], ['free', 'Free']]),
  c('PL', '+48', 'Poland', 'Польша', 'Польща', 1.6, [['play', 'Play'], ['orange', 'Orange'], ['plus', 'Plus'], ['t-mobile', 'T-Mobile']]),
  c('ES', '+34', 'Spain', 'Испания', 'Іспанія', 2, [['movistar', 'Movistar'], ['vodafone', 'Vodafone'], ['orange', 'Orange']]),
  c('IT', '+39', 'Italy', 'Италия', 'Італія', 2, [['tim', 'TIM'], ['vodafone', 'Vodafone'], ['windtre', 'WindTre'], ['iliad', 'Iliad']]),
  c('NL', '+31', 'Netherlands', 'Нидерланды', 'Нідерланди', 2.4, [['kpn', 'KPN'], ['vodafone', 'Vodafone'], ['odido', 'Odido']]),
  c('TR', '+90', 'Turkey', 'Турция', 'Туреччина', 1.4, [['turkcell', 'Turkcell'], ['vodafone', 'Vodafone'], ['turk-telekom', 'Türk Telekom']]),
  c('IN', '+91', 'India', 'Индия', 'Індія', 0.6, [['jio', 'Jio'], ['airtel', 'Airtel'], ['vi', 'Vi']]),
  c('ID', '+62', 'Indonesia', 'Индонезия', 'Індонезія', 0.5, [['telkomsel', 'Telkomsel'], ['indosat', 'Indosat Ooredoo'], ['xl', 'XL Axiata']]),
  c('BR', '+55', 'Brazil', 'Бразилия', 'Бразилія', 1.2, [['vivo', 'Vivo'], ['claro', 'Claro'], ['tim', 'TIM']]),
  c('MX', '+52', 'Mexico', 'Мексика', 'Мексика', 1.3, [['telcel', 'Telcel'], ['att', 'AT&T'], ['movistar', 'Movistar']]),
  c('PH', '+63', 'Philippines', 'Филиппины', 'Філіппіни', 0.7, [['globe', 'Globe'], ['smart', 'Smart'], ['dito', 'DITO']]),
  c('VN', '+84', 'Vietnam', 'Вьетнам', "В'єтнам", 0.6, [['viettel', 'Viettel'], ['vinaphone', 'VinaPhone'], ['mobifone', 'MobiFone']]),
  c('TH', '+66', 'Thailand', 'Таиланд', 'Таїланд', 0.9, [['ais', 'AIS'], ['dtac', 'dtac'], ['true', 'TrueMove H']]),
  c('GE', '+995', 'Georgia', 'Грузия', 'Грузія', 1.1, [['magti', 'Magti'], ['silknet', 'Silknet'], ['cellfie', 'Cellfie']]),
  c('UZ', '+998', 'Uzbekistan', 'Узбекистан', 'Узбекистан', 0.7, [['ucell', 'Ucell'], ['beeline', 'Beeline'], ['uzmobile', 'Uzmobile'], ['mobiuz', 'Mobiuz']]),
  c('KG', '+996', 'Kyrgyzstan', 'Киргизия', 'Киргизстан', 0.7, [['megacom', 'MegaCom'], ['beeline', 'Beeline'], ['o', 'O!']]),
  c('MD', '+373', 'Moldova', 'Молдова', 'Молдова', 1, [['orange', 'Orange'], ['moldcell', 'Moldcell']]),
  c('LT', '+370', 'Lithuania', 'Литва', 'Литва', 1.8, [['telia', 'Telia'], ['bite', 'Bitė'], ['tele2', 'Tele2']]),
  c('LV', '+371', 'Latvia', 'Латвия', 'Латвія', 1.8, [['lmt', 'LMT'], ['tele2', 'Tele2'], ['bite', 'Bite']]),
  c('EE', '+372', 'Estonia', 'Эстония', 'Естонія', 1.9, [['telia', 'Telia'], ['elisa', 'Elisa'], ['tele2', 'Tele2']]),
  c('CZ', '+420', 'Czechia', 'Чехия', 'Чехія', 1.8, [['o2', 'O2'], ['t-mobile', 'T-Mobile'], ['vodafone', 'Vodafone']]),
  c('RO', '+40', 'Romania', 'Румыния', 'Румунія', 1.5, [['orange', 'Orange'], ['vodafone', 'Vodafone'], ['digi', 'Digi']]),
  c('PT', '+351', 'Portugal', 'Португалия', 'Португалія', 2, [['meo', 'MEO'], ['nos', 'NOS'], ['vodafone', 'Vodafone']]),
  c('IL', '+972', 'Israel', 'Израиль', 'Ізраїль', 2.6, [['partner', 'Partner'], ['cellcom', 'Cellcom'], ['pelephone', 'Pelephone']]),
];

/** Rental periods offered everywhere (hours) and their price for "any service" in a 1.0 country. */
export const SEED_RENTAL_PERIODS: Array<[hours: number, baseDollars: number]> = [
  [24, 1.5],
  [72, 3.5],
  [168, 6],
  [720, 18],
];
