import { describe, expect, it } from 'vitest';
import {
  aspectSize,
  captionFontSize,
  captionLines,
  captionOf,
  captionSeconds,
  type CaptionTemplate,
} from './framing';

const templates: CaptionTemplate[] = [
  { text: 'SIX! {batter}', when: { runs: ['6'] } },
  { text: 'WICKET! {bowler} gets {batter}', when: { wicket: ['*'] } },
  { text: '{batter}: {shot}' },
];

describe('aspects and captions of an exported MP4', () => {
  it('keeps the landscape encoding’s shorter side for each aspect, both sides even', () => {
    const hd = { width: 1920, height: 1080 };
    expect(aspectSize('16:9', hd)).toEqual(hd);
    expect(aspectSize('9:16', hd)).toEqual({ width: 1080, height: 1920 });
    expect(aspectSize('1:1', hd)).toEqual({ width: 1080, height: 1080 });
    expect(aspectSize('4:5', hd)).toEqual({ width: 1080, height: 1350 });
    expect(aspectSize('4:5', { width: 320, height: 180 })).toEqual({ width: 180, height: 226 });
  });

  it('takes the first template that applies, filled in from the clip’s metadata', () => {
    expect(captionOf(templates, { Batter: 'VR Iyer', runs: '6', shot: 'Pull' })).toBe(
      'SIX! VR Iyer',
    );
    expect(captionOf(templates, { batter: 'VR Iyer', bowler: 'JJ Bumrah', wicket: 'Caught' })).toBe(
      'WICKET! JJ Bumrah gets VR Iyer',
    );
    expect(captionOf(templates, { batter: 'VR Iyer', runs: '1', shot: 'Cover drive' })).toBe(
      'VR Iyer: Cover drive',
    );
    // A value it names and the clip lacks: the template does not apply.
    expect(captionOf(templates, { batter: 'VR Iyer', runs: '1' })).toBeNull();
    expect(captionOf([{ text: '{batter}' }], { batter: 'A; B' })).toBe('A');
  });

  it('keeps a caption on screen long enough to read, at least an aspect’s least, within its clip', () => {
    expect(captionSeconds('SIX! VR Iyer', '9:16', 10)).toBe(3);
    expect(captionSeconds('SIX! VR Iyer', '16:9', 10)).toBe(4);
    expect(captionSeconds('one two three four five six seven eight nine ten', '9:16', 10)).toBe(4);
    expect(captionSeconds('SIX! VR Iyer', '9:16', 2)).toBe(2);
  });

  it('breaks a long caption into lines that fit the picture', () => {
    const size = { width: 1080, height: 1920 };
    const font = captionFontSize(size);
    expect(font).toBe(59);
    const lines = captionLines(
      'WICKET! Jasprit Bumrah gets Venkatesh Iyer caught at long on',
      1080,
      font,
    );
    expect(lines.length).toBe(3);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(27);
    expect(captionLines('SIX! VR Iyer', 1920, 59)).toEqual(['SIX! VR Iyer']);
  });
});
