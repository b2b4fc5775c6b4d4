import { families } from '../families';
import type { FamilyName } from '../types';
import { baseUi, DEFAULT_MAX_UPLOAD_GB, DEFAULT_WATERMARK, familyConfig, monogram } from './build';
import {
  cartExport,
  CRICKET_MEDIACONVERT_EXPORT,
  CRICKET_S3_EXPORT,
  CRICKET_TEST_EXPORT,
  EDL_EXPORT,
  FOOTAGE_REQUEST_EXPORT,
  IMAGE_COLLECTION_EXPORT,
  MP4_EXPORT,
  mp4WithCaptions,
  URL_EXPORT,
} from './exports';
import {
  basketballHighlights,
  CRICKET_HIGHLIGHTS,
  footballHighlights,
  SOCCER_HIGHLIGHTS,
} from './highlights';
import { HOCKEY_LEAGUE_THEME, IMAGE_LIBRARY_THEME } from './themes';
import type { FamilyConfig } from './types';

const f = families;
const VIDEO_EXPORTS = [MP4_EXPORT, EDL_EXPORT, URL_EXPORT];
const watermark = (image: string) => ({ ...DEFAULT_WATERMARK, image });

const cricketUi = () => ({
  ...baseUi(f.cricket, {
    primary: ['batter', 'bowler', 'runs', 'wicket', 'shot', 'match_date'],
    secondary: [
      'fielder',
      'team',
      'season',
      'match_format',
      'series',
      'match',
      'appeal',
      'ball_attributes',
    ],
    titleCategory: 'match',
    dateCategory: 'match_date',
    subtitle: ['batter', 'bowler'],
    tags: ['shot', 'wicket', 'ball_attributes'],
    valueSpace: ['batter', 'bowler', 'fielder'],
  }),
  alertMessage: 'BRL-7: clips are licensed for digital use only, not for broadcast.',
  searchWords: {
    six: 'runs:6',
    sixes: 'runs:6',
    four: 'runs:4',
    fours: 'runs:4',
    wicket: 'wicket:*',
    wickets: 'wicket:*',
    appeal: 'appeal:*',
    appeals: 'appeal:*',
  },
  highlights: CRICKET_HIGHLIGHTS,
  placements: { locations: ['cricket'] },
  publish: true,
  logo: monogram('SCC', '#90CAF9'),
});

const rugbyUi = (family: typeof f.rugbyUnion, initials: string) => ({
  ...baseUi(family, {
    primary: ['team', 'player', 'action', 'outcome', 'match_date'],
    titleCategory: 'match',
    dateCategory: 'match_date',
    subtitle: ['player', 'action'],
    tags: ['action', 'outcome'],
  }),
  logo: monogram(initials, '#90CAF9'),
  hiddenPages: ['highlights' as const],
});

const basketballUi = (family: typeof f.basketball, decidingPeriod: 2 | 4) => ({
  ...baseUi(family, {
    primary: ['team', 'player', 'action', 'period', 'match_date'],
    titleCategory: 'game',
    dateCategory: 'match_date',
    subtitle: ['player', 'action'],
    tags: ['action', 'home_away'],
  }),
  autoHighlightsV2: true,
  highlights: basketballHighlights(decidingPeriod),
});

const soccerUi = (family: typeof f.soccer) =>
  baseUi(family, {
    primary: ['team', 'player', 'action', 'half', 'match_date'],
    titleCategory: 'match',
    dateCategory: 'match_date',
    subtitle: ['player', 'action'],
    tags: ['action'],
  });

/** Every family's configuration (SPEC §1, §3, §9). */
/** The platform's own identity provider (the reference server plays it). */
const VIDSEARCH_ID = { label: 'Continue with VidSearch ID', signup: true };

export const familyConfigs: Readonly<Record<FamilyName, FamilyConfig>> = {
  default: familyConfig(
    f.default,
    {
      ...baseUi(f.default, {
        primary: ['sport', 'team', 'player', 'event', 'match_date'],
        titleCategory: 'match',
        dateCategory: 'match_date',
        subtitle: ['player', 'event'],
      }),
      // The product's own word for a collection (SPEC §1).
      verbiage: {
        collection: 'Project',
        collections: 'Projects',
        exportLabel: 'Export',
        addToCollection: 'Add to project',
        library: 'Media library',
      },
      publish: true,
    },
    { exports: VIDEO_EXPORTS, providerSignIn: VIDSEARCH_ID },
  ),

  cricket: familyConfig(f.cricket, cricketUi(), {
    player: { format: 'HLS', watermark: watermark(monogram('SCC', '#FFFFFF')) },
    exports: [
      mp4WithCaptions('cricket'),
      CRICKET_S3_EXPORT,
      EDL_EXPORT,
      CRICKET_MEDIACONVERT_EXPORT,
    ],
    library: { maxUploadGB: DEFAULT_MAX_UPLOAD_GB },
  }),

  cricketTest: familyConfig(
    f.cricketTest,
    {
      ...cricketUi(),
      alertMessage: undefined,
      publish: false,
      // The test lab tries the page rules on today's pages: no collections list, and
      // Explore shown but turned off.
      hiddenPages: ['highlights', 'collections'],
      disablePages: ['explore'],
    },
    {
      player: { format: 'MP4' },
      exports: [mp4WithCaptions('cricket'), CRICKET_TEST_EXPORT, EDL_EXPORT],
      // A day of Test cricket from a broadcast feed is larger than a T20 match.
      library: { maxUploadGB: 60 },
    },
  ),

  rugbyUnion: familyConfig(f.rugbyUnion, rugbyUi(f.rugbyUnion, 'HRU'), {
    // SPEC §9: the rugby watermark is centred at full width.
    player: {
      format: 'HLS',
      watermark: {
        ...DEFAULT_WATERMARK,
        image: monogram('HRU', '#FFFFFF'),
        position: 'center',
        widthPercent: 100,
        marginPercent: 0,
      },
    },
    // SPEC §3: one rugby tenant masks the duration column of the exports list.
    maskedTableColumns: ['duration'],
    exports: [MP4_EXPORT, cartExport('clips.highlandrugby.example')],
  }),

  rugbyLeague: familyConfig(f.rugbyLeague, rugbyUi(f.rugbyLeague, 'NRL'), {
    exports: [MP4_EXPORT, EDL_EXPORT, cartExport('media.northernleague.example')],
  }),

  basketball: familyConfig(f.basketball, basketballUi(f.basketball, 2), {
    player: { format: 'HLS', watermark: watermark(monogram('NBC', '#FFFFFF')) },
    exports: VIDEO_EXPORTS,
  }),

  basketballWomen: familyConfig(f.basketballWomen, basketballUi(f.basketballWomen, 4), {
    player: { format: 'HLS', watermark: watermark(monogram('WBC', '#FFFFFF')) },
    exports: VIDEO_EXPORTS,
  }),

  americanFootball: familyConfig(
    f.americanFootball,
    {
      ...baseUi(f.americanFootball, {
        primary: ['team', 'player', 'play_type', 'result', 'quarter', 'match_date'],
        titleCategory: 'game',
        dateCategory: 'match_date',
        subtitle: ['player', 'play_type'],
        tags: ['play_type', 'result'],
      }),
      highlights: footballHighlights(
        'result:Touchdown OR result:"Field goal good"',
        'play_type:"Field goal"',
      ),
    },
    { exports: VIDEO_EXPORTS },
  ),

  iceHockey: familyConfig(
    f.iceHockey,
    {
      ...baseUi(f.iceHockey, {
        primary: ['team', 'player', 'event', 'period', 'match_date'],
        titleCategory: 'game',
        dateCategory: 'match_date',
        subtitle: ['player', 'event'],
        tags: ['event', 'strength'],
      }),
      theme: HOCKEY_LEAGUE_THEME,
      logo: monogram('PHL', '#0055A5'),
      disablePages: ['highlights'],
    },
    { exports: VIDEO_EXPORTS },
  ),

  soccer: familyConfig(
    f.soccer,
    { ...soccerUi(f.soccer), autoHighlightsV2: true, highlights: SOCCER_HIGHLIGHTS, publish: true },
    {
      player: { format: 'HLS', watermark: watermark(monogram('CSF', '#FFFFFF')) },
      exports: [mp4WithCaptions('football'), EDL_EXPORT, URL_EXPORT],
    },
  ),

  footballLeague: familyConfig(
    f.footballLeague,
    {
      ...soccerUi(f.footballLeague),
      autoHighlightsV2: true,
      highlights: footballHighlights('action:Goal', 'action:Goal OR action:Shot'),
      placements: { locations: ['football'] },
      publish: true,
    },
    { exports: [mp4WithCaptions('football'), EDL_EXPORT, URL_EXPORT] },
  ),

  horseRacing: familyConfig(
    f.horseRacing,
    {
      ...baseUi(f.horseRacing, {
        primary: ['race', 'horse', 'jockey', 'course', 'race_date'],
        titleCategory: 'race',
        dateCategory: 'race_date',
        subtitle: ['horse', 'jockey'],
        tags: ['going', 'race_class'],
      }),
      bumpers: false,
      hiddenPages: ['highlights'],
    },
    { player: { format: 'MP4' }, exports: [MP4_EXPORT, URL_EXPORT] },
  ),

  imageLibrary: familyConfig(
    f.imageLibrary,
    {
      ...baseUi(f.imageLibrary, {
        primary: ['sport', 'event', 'athlete', 'photographer', 'image_date'],
        titleCategory: 'event',
        dateCategory: 'image_date',
        subtitle: ['athlete', 'photographer'],
        tags: ['orientation', 'location'],
      }),
      theme: IMAGE_LIBRARY_THEME,
      logo: monogram('FSI', '#55F48E'),
      bumpers: false,
      disableWaveForm: true,
      // SPEC §2: no exports page, no highlights for stills; the library ingests video only.
      hiddenPages: ['exports', 'highlights', 'library'],
      verbiage: {
        collection: 'Lightbox',
        collections: 'Lightboxes',
        exportLabel: 'Download',
        addToCollection: 'Add to lightbox',
        item: 'still',
      },
    },
    { player: { format: 'MP4' }, exports: [IMAGE_COLLECTION_EXPORT] },
  ),

  eventFeed: familyConfig(
    f.eventFeed,
    {
      ...baseUi(f.eventFeed, {
        primary: ['site', 'camera', 'zone', 'event_type', 'severity', 'event_date'],
        titleCategory: 'site',
        dateCategory: 'event_date',
        subtitle: ['camera', 'event_type'],
        tags: ['event_type', 'zone'],
      }),
      bumpers: false,
      disableWaveForm: true,
      disableLoginIcon: true,
      hideOptions: { logo: true },
      hiddenPages: ['highlights', 'publish'],
      v4SortOption: 'newest',
    },
    {
      player: { format: 'MP4' },
      freeTextSearch: false,
      exports: [MP4_EXPORT, EDL_EXPORT, FOOTAGE_REQUEST_EXPORT],
      // Camera events are minutes long: a file of more is a mistake, said before it is sent.
      library: { maxUploadGB: 2 },
    },
  ),
};
