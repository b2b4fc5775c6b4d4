import robotoVariable from '@fontsource-variable/roboto/files/roboto-latin-wght-normal.woff2';

// Roboto ships with the elements (served beside them), as one variable file for every weight
// (43 KB, where the four weights the product uses were 88 KB as files of their own); Proxima
// Nova and Approach Mono are licensed faces used when the computer has them. Nothing comes from
// a public font service.
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
  doc.fonts.add(
    new FontFace('Roboto', `url(${JSON.stringify(robotoVariable)}) format('woff2')`, {
      weight: '100 900',
      display: 'swap',
    }),
  );
  for (const [family, source] of LOCAL)
    doc.fonts.add(new FontFace(family, source, { display: 'swap' }));
}
