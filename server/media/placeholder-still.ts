import type { FastifyReply } from 'fastify';
import type { AssetStatus } from '../../src/core/api/contract';

/** What a still of an asset without pictures says, by where the asset is. */
function wordsFor(status: AssetStatus): string {
  switch (status) {
    case 'failed':
      return 'No picture: this video could not be processed';
    case 'cancelled':
      return 'No picture: this video was cancelled';
    default:
      return 'Being processed: the picture comes soon';
  }
}

/**
 * A still for an asset that has no pictures (yet): a plain frame of the size asked that says
 * why in words, never an error. An SVG of the server's own words, with no script; not kept, as
 * the real still follows once the video is processed.
 */
export function sendPlaceholderStill(
  reply: FastifyReply,
  status: AssetStatus,
  width: number,
  height: number,
): FastifyReply {
  const words = wordsFor(status);
  // About half an em a letter: the words fit nine tenths of the width.
  const size = Math.max(8, Math.min(28, Math.floor((width * 0.9) / (words.length * 0.55))));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${words}">` +
    `<rect width="100%" height="100%" fill="#1f2933"/>` +
    `<text x="50%" y="50%" fill="#e4e7eb" font-family="sans-serif" font-size="${size}" text-anchor="middle" dominant-baseline="middle">${words}</text>` +
    `</svg>`;
  return reply
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    .type('image/svg+xml; charset=utf-8')
    .send(svg);
}
