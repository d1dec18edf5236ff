import {
  siAirbnb, siAliexpress, siAlipay, siAnthropic, siApple, siBadoo, siBinance, siBookingdotcom, siCoinbase, siDiscord, siEbay, siEpicgames, siFacebook,
  siGlovo, siGoogle, siGrab, siInstagram, siKakaotalk, siLine, siMaildotru, siNetflix, siOdnoklassniki, siOkx, siPaypal, siPinterest, siReddit, siShopee,
  siSignal, siSnapchat, siSpotify, siSteam, siTelegram, siTiktok, siTinder, siUber, siViber, siVk, siWechat, siWhatsapp, siX, type SimpleIcon,
} from 'simple-icons';

/**
 * Service logos from Simple Icons (CC0), by our service code. Brands the set does not carry
 * (it drops those whose owners asked) get a letter badge instead.
 */
export const SERVICE_ICONS: Readonly<Record<string, SimpleIcon>> = {
  tg: siTelegram, wa: siWhatsapp, go: siGoogle, fb: siFacebook, ig: siInstagram, ds: siDiscord, tw: siX, vi: siViber, ma: siMaildotru, vk: siVk,
  ok: siOdnoklassniki, ub: siUber, wx: siApple, mt: siSteam, ts: siPaypal, oi: siTinder, qv: siBadoo, lf: siTiktok, bw: siSignal, kt: siKakaotalk,
  me: siLine, wb: siWechat, aq: siAnthropic, nf: siNetflix, sp: siSpotify, ab: siAirbnb, bk: siBookingdotcom, fu: siSnapchat, pi: siPinterest,
  rd: siReddit, ep: siEpicgames, bn: siBinance, okx: siOkx, cb: siCoinbase, hx: siAliexpress, ta: siAlipay, dh: siEbay, gl: siGlovo, gr: siGrab,
  sh: siShopee,
};

/**
 * What users of such services look for first (the order SMS-Activate and 5sim lead with).
 * "Any other" is for what the list lacks, so it comes last.
 */
export const POPULAR_SERVICES: readonly string[] = ['tg', 'wa', 'go', 'ig', 'fb', 'tw', 'ds', 'vi', 'lf', 'dr', 'am', 'mm', 'wx', 'vk', 'ya', 'ub'];
export const LAST_SERVICE = 'ot';
