import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  hasAcceptedExtension,
  lengthOf,
  packetSpan,
  probeSource,
  readProbe,
  UnplayableSourceError,
} from './probe';
import { locateFfprobe } from '../media/ffmpeg';

/** What the camera file's packets cover. */
const span = { start: 0, end: 5400.02 };

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
    expect(readProbe(camera, span)).toEqual({
      container: 'mov,mp4,m4a,3gp,3g2,mj2',
      duration: 5400.02,
      video: { codec: 'h264', width: 1920, height: 1080, fps: 25, interlaced: false },
      audio: { codec: 'aac', channels: 2, layout: 'stereo' },
      timecode: '10:00:00:00',
    });
  });

  it('takes broadcast MXF, interlaced, at 29.97, with its timecode on the format', () => {
    const facts = readProbe(
      {
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
      },
      { start: 0, end: 60 },
    );
    expect(facts.video.interlaced).toBe(true);
    expect(facts.video.fps).toBeCloseTo(29.97, 2);
    expect(facts.audio).toBeNull();
    expect(facts.timecode).toBe('01:00:00;00');
  });

  it('refuses in words what it cannot take', () => {
    const refusal = (output: object, packets: typeof span | null = span) => {
      try {
        readProbe(output, packets);
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
    expect(refusal(camera, null)).toMatch(/empty or cut short/);
  });

  it('takes the length from what the file holds, refusing a header far from it', () => {
    const refusal = (header: number, packets: typeof span | null) => {
      try {
        return lengthOf(header, packets);
      } catch (error) {
        expect(error).toBeInstanceOf(UnplayableSourceError);
        return (error as Error).message;
      }
    };
    // The header is near enough: the packets' span is the length.
    expect(refusal(10.04, { start: 0.02, end: 10.02 })).toBe(10);
    expect(refusal(Number.NaN, { start: 0, end: 12 })).toBe(12);
    expect(refusal(5400, { start: 0, end: 5800 })).toBe(5800);
    // A header that claims 49 days on a 4 s file.
    expect(refusal(4294966, { start: 0, end: 4 })).toBe(
      'This file says it lasts 50 days, but what it holds lasts 4 s: it was made wrongly or is damaged. Export it again, or send the original.',
    );
    expect(refusal(60, { start: 0, end: 40 })).toMatch(
      /lasts 1 min 0 s, but what it holds lasts 40 s/,
    );
    expect(refusal(0, null)).toMatch(/empty or cut short/);
  });

  it('knows the file names the library takes', () => {
    expect(['a.MP4', 'b.mov', 'c.mxf', 'd.mkv', 'e.ts', 'f.m2ts'].every(hasAcceptedExtension)).toBe(
      true,
    );
    expect(['a.avi', 'b.pdf', 'noext'].some(hasAcceptedExtension)).toBe(false);
  });

  it('refuses a real MP4 whose header claims 49 days, and takes its twin at its 4 s', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vs-probe-'));
    try {
      const honest = path.join(dir, 'four.mp4');
      // prettier-ignore
      await promisify(execFile)('ffmpeg', [
        '-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi',
        '-i', 'testsrc2=size=320x180:rate=25:duration=4', '-c:v', 'libx264', '-preset', 'ultrafast',
        honest,
      ]);
      // The movie header's duration (mvhd, version 0: timescale then duration) made 49 days.
      const bytes = await readFile(honest);
      const at = bytes.indexOf('mvhd');
      const timescale = bytes.readUInt32BE(at + 16);
      bytes.writeUInt32BE(timescale * 4294966, at + 20);
      const liar = path.join(dir, 'liar.mp4');
      await writeFile(liar, bytes);
      const ffprobe = await locateFfprobe('ffmpeg');
      const signal = new AbortController().signal;
      expect((await probeSource(ffprobe, honest, signal)).duration).toBeCloseTo(4, 1);
      await expect(probeSource(ffprobe, liar, signal)).rejects.toThrow(
        /says it lasts 50 days, but what it holds lasts 4 s/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('packetSpan', () => {
  it('rejects with the stop’s reason when stopped while it reads, and nothing is left unhandled', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'vs-probe-stop-'));
    // An ffprobe that reads forever: the stop comes while its lines are read.
    const endless = path.join(folder, 'endless-ffprobe');
    await writeFile(endless, '#!/bin/sh\nwhile :; do echo 1.0,0.04; sleep 0.01; done\n', {
      mode: 0o755,
    });
    try {
      const stop = new AbortController();
      const reading = packetSpan(endless, 'any.mp4', stop.signal);
      setTimeout(() => stop.abort(new Error('shutdown')), 200);
      await expect(reading).rejects.toThrow('shutdown');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
