const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base-32 of an ASCII seed, written out here so the test does not lean on the library it checks. */
export function base32(ascii: string): string {
  let bits = '';
  for (const byte of Buffer.from(ascii, 'ascii')) bits += byte.toString(2).padStart(8, '0');
  let out = '';
  for (let i = 0; i < bits.length; i += 5) out += ALPHABET[parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)];
  return out;
}
