import { NOT_WHOLE_ADDRESS, webAddress } from './web-address';

/** A live match pulled from an HLS address, as the Go live dialog checks and words it. */

/**
 * What is wrong with a live HLS address before it is sent, in words; null when it may be
 * pulled (whether its host may be reached is the server's to say: an operator's lab allows
 * plain http).
 */
export function pullAddressProblem(text: string): string | null {
  const url = webAddress(text);
  if (url === 'empty') return 'Enter the address of the live stream’s playlist (.m3u8).';
  if (url === 'not whole') return NOT_WHOLE_ADDRESS;
  if (url === 'not web') return 'Give an https address of the live stream’s playlist (.m3u8).';
  return null;
}

/** Why a live match could not be pulled from an address, from its error code, in words. */
export function pullRefusalInWords(code: string | null): string {
  switch (code) {
    case 'unsafe_address':
      return 'That address cannot be pulled: use an https address on the internet that anyone can open.';
    case 'unreadable_source':
      return 'That address could not be read as a live HLS stream: give the stream’s .m3u8 address while it is live, without encryption.';
    case 'validation':
      return 'Give the whole https:// address of the live stream’s .m3u8 playlist.';
    default:
      return '';
  }
}
