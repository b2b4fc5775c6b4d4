import type { Family } from '../types';

export const defaultFamily: Family = {
  name: 'default',
  kind: 'generic',
  clipCategories: [
    { name: 'sport', label: 'Sport' },
    { name: 'competition', label: 'Competition' },
    { name: 'team', label: 'Team' },
    { name: 'player', label: 'Player' },
    { name: 'event', label: 'Event' },
    { name: 'match', label: 'Match' },
    { name: 'match_date', label: 'Match date', valueType: 'date' },
  ],
  assetCategories: [
    { name: 'match', label: 'Match' },
    { name: 'sport', label: 'Sport' },
    { name: 'match_date', label: 'Match date', valueType: 'date' },
  ],
};

export const horseRacing: Family = {
  name: 'horseRacing',
  kind: 'horseRacing',
  clipCategories: [
    { name: 'race', label: 'Race' },
    { name: 'horse', label: 'Horse' },
    { name: 'jockey', label: 'Jockey' },
    { name: 'trainer', label: 'Trainer' },
    { name: 'course', label: 'Course' },
    { name: 'going', label: 'Going' },
    { name: 'race_class', label: 'Class' },
    { name: 'position', label: 'Finishing position', valueType: 'integer' },
    { name: 'race_date', label: 'Race date', valueType: 'date' },
  ],
  assetCategories: [
    { name: 'race', label: 'Race' },
    { name: 'course', label: 'Course' },
    { name: 'race_date', label: 'Race date', valueType: 'date' },
  ],
};

export const imageLibrary: Family = {
  name: 'imageLibrary',
  kind: 'images',
  clipCategories: [
    { name: 'sport', label: 'Sport' },
    { name: 'event', label: 'Event' },
    { name: 'athlete', label: 'Athlete' },
    { name: 'photographer', label: 'Photographer' },
    { name: 'location', label: 'Location' },
    { name: 'orientation', label: 'Orientation' },
    { name: 'image_date', label: 'Image date', valueType: 'date' },
  ],
  assetCategories: [
    { name: 'event', label: 'Event' },
    { name: 'photographer', label: 'Photographer' },
    { name: 'image_date', label: 'Image date', valueType: 'date' },
  ],
};

export const eventFeed: Family = {
  name: 'eventFeed',
  kind: 'events',
  clipCategories: [
    { name: 'site', label: 'Site' },
    { name: 'camera', label: 'Camera' },
    { name: 'zone', label: 'Zone' },
    { name: 'event_type', label: 'Event type' },
    { name: 'severity', label: 'Severity', valueType: 'integer' },
    { name: 'event_date', label: 'Event date', valueType: 'date' },
  ],
  assetCategories: [
    { name: 'site', label: 'Site' },
    { name: 'camera', label: 'Camera' },
    { name: 'event_date', label: 'Recording date', valueType: 'date' },
  ],
};
