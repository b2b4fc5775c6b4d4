import roboto400 from '@fontsource/roboto/files/roboto-latin-400-normal.woff2';
import roboto500 from '@fontsource/roboto/files/roboto-latin-500-normal.woff2';
import roboto600 from '@fontsource/roboto/files/roboto-latin-600-normal.woff2';
import roboto700 from '@fontsource/roboto/files/roboto-latin-700-normal.woff2';

// Roboto ships with the elements (served beside them); Proxima Nova and Approach Mono are
// licensed faces used when the computer has them. Nothing comes from a public font service.
const SHIPPED: Array<[string, string, string]> = [
  ['Roboto', roboto400, '400'],
  ['Roboto', roboto500, '500'],
  ['Roboto', roboto600, '600'],
  ['Roboto', roboto700, '700'],
];
const LOCAL: Array<[string, string]> = [
  ['Proxima Nova', "local('Proxima Nova'), local('ProximaNova-Regular')"],
  ['Approach Mono', "local('Approach Mono'), local('ApproachMono-Regular')"],
];

const REGISTERED = Symbol.for('vs.elements.fontsRegistered');

/**
 * Registers the product's faces on the document once: a shadow root ignores @font-face,
 * but its text uses the document's fonts. Each face downloads only when text needs it.
 */
export function registerFonts(doc: Document = document): void {
  const holder = doc as Document & { [REGISTERED]?: boolean };
  if (holder[REGISTERED] || typeof FontFace === 'undefined') return;
  holder[REGISTERED] = true;
  for (const [family, url, weight] of SHIPPED) {
    doc.fonts.add(
      new FontFace(family, `url(${JSON.stringify(url)}) format('woff2')`, {
        weight,
        display: 'swap',
      }),
    );
  }
  for (const [family, source] of LOCAL)
    doc.fonts.add(new FontFace(family, source, { display: 'swap' }));
}
