import type { ContentKind } from '../../../src/tenants';
import { teams } from '../names';
import type { SeededRandom } from '../random';
import { cricketModel } from './cricket';
import { basketballModel, iceHockeyModel } from './court-and-ice';
import { americanFootballModel, soccerModel } from './football';
import type { SportModel } from './model';
import { eventsModel, genericModel, horseRacingModel, imagesModel } from './other';
import { rugbyModel } from './rugby';

export type { AssetPlan, ClipTags, SportModel } from './model';

export const STAR_BATTER = 'Arjun Kohli';

const TEAM_NAMES: Record<string, string[]> = {
  cricket: [
    'Southern Stars',
    'Harbour Hawks',
    'Coastal Kings',
    'Valley Vipers',
    'Metro Meteors',
    'Desert Dingoes',
  ],
  rugby: [
    'Glen Rovers',
    'Stonebridge Stags',
    'Northgate Wolves',
    'Moorland Reivers',
    'Kingsport Pirates',
    'Ashby Bulls',
  ],
  basketball: [
    'Harbour City Heat',
    'Port Ellis Pilots',
    'Kingsford Knights',
    'Redwater Rapids',
    'Summit Peaks',
    'Lakeside Lynx',
  ],
  americanFootball: [
    'Ridgeback State',
    'Granite Tech',
    'Pinecrest College',
    'Lowland A&M',
    'Bayview University',
    'Cedar Falls',
  ],
  iceHockey: [
    'Polar Bears',
    'Frost Giants',
    'Ice Hawks',
    'Glacier Kings',
    'Northern Lights',
    'Blizzard',
  ],
  soccer: [
    'Coastal United',
    'Harbour Athletic',
    'Redwater Rovers',
    'Kingsford Town',
    'Port Ellis City',
    'Larchmont FC',
  ],
  generic: ['Blue Comets', 'Red Foxes', 'Green Herons', 'Gold Miners'],
};

/** The model that makes a tenant's assets and clips for its kind of content. */
export function sportModel(
  kind: ContentKind,
  random: SeededRandom,
  competition: string,
): SportModel {
  const squad = (names: string[], size: number) => teams(random, names, size);
  switch (kind) {
    case 'cricket': {
      const pool = squad(TEAM_NAMES.cricket!, 11);
      // A fictional star opener every demo of search can find ("Kohli").
      const opener = pool[0]!.players;
      if (!opener.includes(STAR_BATTER)) opener[0] = STAR_BATTER;
      return cricketModel(pool);
    }
    case 'rugby':
      return rugbyModel(squad(TEAM_NAMES.rugby!, 15), competition);
    case 'basketball':
      return basketballModel(squad(TEAM_NAMES.basketball!, 10), competition);
    case 'americanFootball':
      return americanFootballModel(squad(TEAM_NAMES.americanFootball!, 14));
    case 'iceHockey':
      return iceHockeyModel(squad(TEAM_NAMES.iceHockey!, 12));
    case 'soccer':
      return soccerModel(
        squad(TEAM_NAMES.soccer!, 14),
        competition,
        competition.includes('League'),
      );
    case 'horseRacing':
      return horseRacingModel(random);
    case 'images':
      return imagesModel(random);
    case 'events':
      return eventsModel();
    case 'generic':
      return genericModel(squad(TEAM_NAMES.generic!, 8));
  }
}
