import type { Family, FamilyName } from '../types';
import { cricket } from './cricket';
import { americanFootball, footballLeague, soccer } from './football';
import { basketball, iceHockey } from './courtAndIce';
import { defaultFamily, eventFeed, horseRacing, imageLibrary } from './other';
import { rugbyLeague, rugbyUnion } from './rugby';

export const families: Readonly<Record<FamilyName, Family>> = {
  default: defaultFamily,
  cricket,
  rugbyUnion,
  rugbyLeague,
  basketball,
  americanFootball,
  iceHockey,
  soccer,
  horseRacing,
  imageLibrary,
  eventFeed,
  footballLeague,
};
