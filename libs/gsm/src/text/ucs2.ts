/**
 * UCS2 as SMS carries it: UTF-16 big-endian code units. Decoding keeps a lone surrogate as it is:
 * senders split emoji across the parts of a long message, and the pair is whole again once the
 * parts are joined. The caller checks that the byte count is even.
 */
export function decodeUcs2(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i + 1 < bytes.length; i += 2) text += String.fromCharCode((bytes[i] << 8) | bytes[i + 1]);
  return text;
}

export function encodeUcs2(text: string): Buffer {
  const bytes = Buffer.alloc(text.length * 2);
  for (let i = 0; i < text.length; i++) bytes.writeUInt16BE(text.charCodeAt(i), i * 2);
  return bytes;
}
