import { describe, expect, it } from 'vitest';
import { hasAcceptedExtension, readProbe, UnplayableSourceError } from './probe';

const camera = {
  format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '5400.04' },
  streams: [
    {
      codec_type: 'video',
      codec_name: 'h264',
      width: 1920,
      height: 1080,
      avg_frame_rate: '25/1',
      field_order: 'progressive',
      tags: { timecode: '10:00:00:00' },
    },
    { codec_type: 'audio', codec_name: 'aac', channels: 2, channel_layout: 'stereo' },
    { codec_type: 'data', tags: { timecode: '10:00:00:00' } },
  ],
};

describe('readProbe', () => {
  it('reads what the ingest needs of a camera file', () => {
    expect(readProbe(camera)).toEqual({
      container: 'mov,mp4,m4a,3gp,3g2,mj2',
      duration: 5400.04,
      video: { codec: 'h264', width: 1920, height: 1080, fps: 25, interlaced: false },
      audio: { codec: 'aac', channels: 2, layout: 'stereo' },
      timecode: '10:00:00:00',
    });
  });

  it('takes broadcast MXF, interlaced, at 29.97, with its timecode on the format', () => {
    const facts = readProbe({
      format: { format_name: 'mxf', duration: '60', tags: { timecode: '01:00:00;00' } },
      streams: [
        {
          codec_type: 'video',
          codec_name: 'mpeg2video',
          width: 1920,
          height: 1080,
          avg_frame_rate: '30000/1001',
          field_order: 'tt',
        },
      ],
    });
    expect(facts.video.interlaced).toBe(true);
    expect(facts.video.fps).toBeCloseTo(29.97, 2);
    expect(facts.audio).toBeNull();
    expect(facts.timecode).toBe('01:00:00;00');
  });

  it('refuses in words what it cannot take', () => {
    const refusal = (output: object) => {
      try {
        readProbe(output);
        return null;
      } catch (error) {
        expect(error).toBeInstanceOf(UnplayableSourceError);
        return (error as Error).message;
      }
    };
    expect(refusal({ ...camera, format: { format_name: 'avi', duration: '9' } })).toMatch(
      /MP4, MOV, MXF, MKV or MPEG-TS/,
    );
    expect(refusal({ ...camera, streams: [camera.streams[1]] })).toBe(
      'This file has no picture: it is not a video.',
    );
    // Cover art is a picture, not a video.
    expect(
      refusal({
        ...camera,
        streams: [{ ...camera.streams[0], disposition: { attached_pic: 1 } }],
      }),
    ).toMatch(/no picture/);
    expect(refusal({ ...camera, format: { ...camera.format, duration: '0' } })).toMatch(
      /empty or cut short/,
    );
  });

  it('knows the file names the library takes', () => {
    expect(['a.MP4', 'b.mov', 'c.mxf', 'd.mkv', 'e.ts', 'f.m2ts'].every(hasAcceptedExtension)).toBe(
      true,
    );
    expect(['a.avi', 'b.pdf', 'noext'].some(hasAcceptedExtension)).toBe(false);
  });
});
