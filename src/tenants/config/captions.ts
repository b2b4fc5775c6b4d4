import type { CaptionSetName, CaptionSettings } from './types';

/*
 * The tenants' caption templates (docs/exports.md "Aspects and captions"), by the name a
 * tenant's MP4 export gives: read by the render and the export dialog, never by a first page.
 */

/** Cricket's captions: a six, a four, a wicket, else who played what. */
const CRICKET_CAPTIONS: CaptionSettings = {
  colour: '#FFD23F',
  templates: [
    { text: 'SIX! {batter}', when: { runs: ['6'] } },
    { text: 'FOUR! {batter}', when: { runs: ['4'] } },
    { text: 'WICKET! {bowler} to {batter}', when: { wicket: ['*'] } },
    { text: '{batter}: {shot}' },
  ],
};

/** Football's captions: a goal, else the player and what they did. */
const FOOTBALL_CAPTIONS: CaptionSettings = {
  colour: '#FFFFFF',
  templates: [
    { text: 'GOAL! {player} ({team})', when: { action: ['Goal'] } },
    { text: '{player}: {action}' },
  ],
};

export const CAPTION_SETS: Record<CaptionSetName, CaptionSettings> = {
  cricket: CRICKET_CAPTIONS,
  football: FOOTBALL_CAPTIONS,
};
