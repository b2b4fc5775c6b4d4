import { vsCollectionContract } from './vs-collection.contract';
import { vsLoginContract } from './vs-login.contract';
import { vsPlayerContract } from './vs-player.contract';
import { vsSearchContract } from './vs-search.contract';

/** Every element's contract, for the manifest and the typings. */
export const CONTRACTS = [
  vsLoginContract,
  vsSearchContract,
  vsPlayerContract,
  vsCollectionContract,
] as const;

export { vsCollectionContract, vsLoginContract, vsPlayerContract, vsSearchContract };
