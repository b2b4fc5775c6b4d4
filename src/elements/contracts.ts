import { vsCollectionContract } from './vs-collection.contract';
import { vsExportsContract } from './vs-exports.contract';
import { vsHighlightsContract } from './vs-highlights.contract';
import { vsLibraryContract } from './vs-library.contract';
import { vsLoginContract } from './vs-login.contract';
import { vsPlacementContract } from './vs-placement.contract';
import { vsPlayerContract } from './vs-player.contract';
import { vsSearchContract } from './vs-search.contract';

/** Every element's contract, for the manifest and the typings. */
export const CONTRACTS = [
  vsLoginContract,
  vsSearchContract,
  vsPlayerContract,
  vsCollectionContract,
  vsExportsContract,
  vsHighlightsContract,
  vsPlacementContract,
  vsLibraryContract,
] as const;

export {
  vsCollectionContract,
  vsExportsContract,
  vsHighlightsContract,
  vsLibraryContract,
  vsLoginContract,
  vsPlacementContract,
  vsPlayerContract,
  vsSearchContract,
};
