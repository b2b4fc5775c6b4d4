import type { CreateJobRequest, Input, InsertableImage } from '@aws-sdk/client-mediaconvert';
import type { WatermarkSettings } from '../../../src/tenants';
import { MP4_ENCODING } from './mp4-command';
import { frameRateOf, framesFromSeconds, timecode } from './timecode';

/** One item of the collection as MediaConvert reads it: a stretch of a video at a URL. */
export interface JobInput {
  /** An address MediaConvert can read (https or s3). */
  url: string;
  /** The source's frame rate: its clipping timecodes count its frames. */
  fps: number;
  /** Seconds into the source. */
  start: number;
  duration: number;
}

export interface JobPlan {
  inputs: JobInput[];
  /** `s3://bucket/key` of the output without its extension. */
  destination: string;
  /** The tenant's mark, as a PNG at an address MediaConvert can read, and its size. */
  mark?: Pick<WatermarkSettings, 'opacity' | 'position' | 'marginPercent'> & {
    url: string;
    width: number;
    height: number;
  };
  /** The IAM role the job runs as; left for whoever submits it when absent. */
  role?: string;
  /** What the job is, for whoever finds it in the console. */
  metadata: Record<string, string>;
}

/** `6400k` as bits per second. */
const bitsPerSecond = (rate: string) => Number.parseInt(rate, 10) * 1000;

/**
 * The stretch of a source a clip is, as inclusive timecodes counted from the file's start:
 * its first frame and its last (MediaConvert includes the end frame).
 */
export function clipping(input: Pick<JobInput, 'fps' | 'start' | 'duration'>) {
  const rate = frameRateOf(input.fps);
  const first = framesFromSeconds(input.start, rate);
  const frames = Math.max(1, framesFromSeconds(input.duration, rate));
  return { StartTimecode: timecode(first, rate), EndTimecode: timecode(first + frames - 1, rate) };
}

/** Where the mark sits on the 1920x1080 picture, as the MP4 export puts it. */
export function markPosition(mark: NonNullable<JobPlan['mark']>): InsertableImage {
  const { width: W, height: H } = MP4_ENCODING;
  const margin = Math.round((W * Math.max(0, mark.marginPercent)) / 100);
  const place = (room: number, side: string) =>
    side === 'center'
      ? Math.round(room / 2)
      : side === 'left' || side === 'top'
        ? margin
        : room - margin;
  const [vertical, horizontal] =
    mark.position === 'center' ? ['center', 'center'] : mark.position.split('-');
  return {
    ImageInserterInput: mark.url,
    ImageX: Math.max(0, place(W - mark.width, horizontal!)),
    ImageY: Math.max(0, place(H - mark.height, vertical!)),
    Width: mark.width,
    Height: mark.height,
    Opacity: Math.round(Math.min(1, Math.max(0, mark.opacity)) * 100),
    Layer: 1,
  };
}

const AUDIO_SELECTOR = 'Audio Selector 1';

/**
 * An AWS Elemental MediaConvert CreateJob request that renders the collection as the MP4
 * export does (SPEC §9): the items in order, each clipped by timecode from its source, fitted
 * to 1920x1080 with black bars, 50 fps H.264 at 6.4 Mb/s (peaks to 8, buffer 12.8), AAC
 * 320 kb/s 44.1 kHz stereo, the index at the front, the mark over the whole. MediaConvert has
 * no minimum rate; sources without sound get silence.
 */
export function mediaConvertJob(plan: JobPlan): CreateJobRequest {
  if (plan.inputs.length === 0) throw new RangeError('A job needs at least one input.');
  const e = MP4_ENCODING;
  const inputs: Input[] = plan.inputs.map((input) => ({
    FileInput: input.url,
    TimecodeSource: 'ZEROBASED',
    InputClippings: [clipping(input)],
    VideoSelector: {},
    AudioSelectors: { [AUDIO_SELECTOR]: { DefaultSelection: 'DEFAULT' } },
  }));
  return {
    Role: plan.role,
    UserMetadata: plan.metadata,
    Settings: {
      TimecodeConfig: { Source: 'ZEROBASED' },
      Inputs: inputs,
      OutputGroups: [
        {
          Name: 'File Group',
          OutputGroupSettings: {
            Type: 'FILE_GROUP_SETTINGS',
            FileGroupSettings: { Destination: plan.destination },
          },
          Outputs: [
            {
              Extension: 'mp4',
              ContainerSettings: {
                Container: 'MP4',
                Mp4Settings: { MoovPlacement: 'PROGRESSIVE_DOWNLOAD' },
              },
              VideoDescription: {
                Width: e.width,
                Height: e.height,
                ScalingBehavior: 'DEFAULT',
                CodecSettings: {
                  Codec: 'H_264',
                  H264Settings: {
                    RateControlMode: 'VBR',
                    Bitrate: bitsPerSecond(e.videoBitrate),
                    MaxBitrate: bitsPerSecond(e.maxRate),
                    HrdBufferSize: bitsPerSecond(e.bufferSize),
                    FramerateControl: 'SPECIFIED',
                    FramerateNumerator: e.fps,
                    FramerateDenominator: 1,
                    CodecProfile: 'HIGH',
                    CodecLevel: 'AUTO',
                  },
                },
                ...(plan.mark
                  ? {
                      VideoPreprocessors: {
                        ImageInserter: { InsertableImages: [markPosition(plan.mark)] },
                      },
                    }
                  : {}),
              },
              AudioDescriptions: [
                {
                  AudioSourceName: AUDIO_SELECTOR,
                  CodecSettings: {
                    Codec: 'AAC',
                    AacSettings: {
                      Bitrate: bitsPerSecond(e.audioBitrate),
                      SampleRate: e.sampleRate,
                      CodingMode: 'CODING_MODE_2_0',
                      CodecProfile: 'LC',
                      RateControlMode: 'CBR',
                    },
                  },
                },
              ],
            },
          ],
        },
      ],
    },
  };
}
