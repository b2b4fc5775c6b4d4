import type { TenantIdentity } from './types';

/**
 * Every tenant the product knows, with fictional names. Production and stage ids
 * differ, as they do in the platform; hosts select a tenant (SPEC §1).
 */
export const tenants: readonly TenantIdentity[] = [
  {
    key: 'default',
    name: 'VidSearch',
    family: 'default',
    tenantId: {
      production: '7f3c3c3d-5812-4e0e-8449-60a6e1d6724e',
      stage: '736ab2a7-8907-4269-912a-5781d3044b50',
    },
    hosts: ['app.vidsearch.example', 'stage.vidsearch.example'],
  },
  {
    key: 'cricket',
    name: 'Southern Cross Cricket',
    family: 'cricket',
    tenantId: {
      production: '33af24b3-c8eb-476c-aea8-a3c3359210b5',
      stage: '04d87ea4-50a8-4617-b76a-8e83aa8eb55b',
    },
    hosts: ['video.southerncrosscricket.example', 'video-stage.southerncrosscricket.example'],
  },
  {
    key: 'cricket-test',
    name: 'Cricket Test Lab',
    family: 'cricketTest',
    tenantId: {
      production: '7521ffa9-37f7-43a1-95c2-7d3d9088f4e5',
      stage: '1a2fe7e4-6290-4a96-a3b4-353b8f9ab197',
    },
    hosts: ['lab.southerncrosscricket.example'],
  },
  {
    key: 'rugby-union',
    name: 'Highland Rugby Union',
    family: 'rugbyUnion',
    tenantId: {
      production: 'c82142ec-dcd1-4e1c-b5d4-2ab8c2b2391a',
      stage: '1d5bf927-40f8-4017-920f-f4704e70ecf1',
    },
    hosts: ['clips.highlandrugby.example', 'clips-stage.highlandrugby.example'],
  },
  {
    key: 'rugby-league',
    name: 'Northern Rugby League',
    family: 'rugbyLeague',
    tenantId: {
      production: '73551d20-b4ce-4701-a1fd-7ebe27e68a6f',
      stage: 'bb39f2e6-7265-4db2-b20b-625eeb00bf66',
    },
    hosts: ['media.northernleague.example', 'media-stage.northernleague.example'],
  },
  {
    key: 'basketball-men',
    name: 'National Basketball Circuit',
    family: 'basketball',
    tenantId: {
      production: 'c968f627-e323-44a6-b233-7d86b66e23b2',
      stage: 'b3b97233-a421-46b1-a514-61b9fff2743d',
    },
    hosts: ['video.basketballcircuit.example', 'video-stage.basketballcircuit.example'],
  },
  {
    key: 'basketball-women',
    name: "Women's Basketball Circuit",
    family: 'basketballWomen',
    tenantId: {
      production: 'e466d7cf-28f4-4413-89ec-959cc7f037b8',
      stage: '8c7a1e90-7273-4925-b569-efa37d05c0c2',
    },
    hosts: ['video.womensbasketballcircuit.example'],
  },
  {
    key: 'american-football',
    name: 'Gridiron Collegiate Conference',
    family: 'americanFootball',
    tenantId: {
      production: '5b53c13a-68d7-42d3-bb01-6024ed374e56',
      stage: '4703dccb-d2f4-485f-a295-ac2c48eb11e2',
    },
    hosts: ['film.gridironconference.example', 'film-stage.gridironconference.example'],
  },
  {
    key: 'hockey',
    name: 'Polar Hockey League',
    family: 'iceHockey',
    tenantId: {
      production: '0d7042e0-4b5d-4eb8-98f2-9186a9bcf295',
      stage: 'b743d965-6e67-4d74-a192-e4db58fd2a4e',
    },
    hosts: ['video.polarhockey.example', 'video-stage.polarhockey.example'],
  },
  {
    key: 'soccer',
    name: 'Coastal Soccer Federation',
    family: 'soccer',
    tenantId: {
      production: 'f4d1b607-4e8b-4dc6-9ad8-1b9f0bc419ea',
      stage: '11db3870-7f53-4e79-b50f-f8cf9d9d2ea7',
    },
    hosts: ['clips.coastalsoccer.example', 'clips-stage.coastalsoccer.example'],
  },
  {
    key: 'racing',
    name: 'Meadowbank Racing',
    family: 'horseRacing',
    tenantId: {
      production: 'da4caa24-6b1b-4d47-991c-97cc1a25a1a6',
      stage: '5655b274-f074-42df-82b8-b95a1173cf93',
    },
    hosts: ['replays.meadowbankracing.example'],
  },
  {
    key: 'images',
    name: 'Frontline Sports Images',
    family: 'imageLibrary',
    tenantId: {
      production: '392acdc2-1104-43b4-9684-51eb7ea003ad',
      stage: '1cf2b92b-1b96-4945-b699-b99fc5743574',
    },
    hosts: ['library.frontlineimages.example', 'library-stage.frontlineimages.example'],
  },
  {
    key: 'events',
    name: 'Sentinel Event Feed',
    family: 'eventFeed',
    tenantId: {
      production: '21a62a54-34de-4b2f-b9d4-71c27a0d0c1e',
      stage: 'b01525dd-4c52-42ed-aeb5-353428b9c6a1',
    },
    hosts: ['feed.sentinelevents.example'],
  },
  {
    key: 'football-league',
    name: 'Midland Football League',
    family: 'footballLeague',
    tenantId: {
      production: '81334d63-3b2c-45c4-ad3c-80292deffc87',
      stage: '95eed3e1-c714-44a0-92a5-5f0da59e9269',
    },
    hosts: ['video.midlandfootball.example', 'video-stage.midlandfootball.example'],
  },
];
