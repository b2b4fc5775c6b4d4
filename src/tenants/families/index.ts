import type { Family, FamilyName } from '../types';
import { cricket, cricketTest } from './cricket';
import { americanFootball, footballLeague, soccer } from './football';
import { basketball, basketballWomen, iceHockey } from './courtAndIce';
import { defaultFamily, eventFeed, horseRacing, imageLibrary } from './other';
import { rugbyLeague, rugbyUnion } from './rugby';

export const families: Readonly<Record<FamilyName, Family>> = {
  default: defaultFamily,
  cricket,
  cricketTest,
  rugbyUnion,
  rugbyLeague,
  basketball,
  basketballWomen,
  americanFootball,
  iceHockey,
  soccer,
  horseRacing,
  imageLibrary,
  eventFeed,
  footballLeague,
};
