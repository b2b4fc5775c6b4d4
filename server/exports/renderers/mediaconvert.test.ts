import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CreateJobCommand, MediaConvertClient } from '@aws-sdk/client-mediaconvert';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clipping, markPosition, mediaConvertJob, type JobPlan } from './mediaconvert';

const plan: JobPlan = {
  inputs: [
    { url: 'https://media.example/a/video.mp4?sig=1', fps: 50, start: 1, duration: 2 },
    { url: 'https://media.example/b/video.mp4?sig=2', fps: 29.97, start: 60, duration: 1.5 },
  ],
  destination: 's3://scc-broadcast-archive/exports/2026-11-24T10-00-00Z/Final overs',
  mark: {
    url: 'https://vs.example/files/1/mark.png?sig=3',
    width: 96,
    height: 40,
    opacity: 0.5,
    position: 'bottom-right',
    marginPercent: 2,
  },
  metadata: { collection: 'Final overs', exportId: 'e1' },
};

/** Every value at the end of a branch of a JSON document. */
function leaves(value: unknown): string[] {
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [JSON.stringify(value)];
}

const inOrder = (values: string[]) => values.toSorted((a, b) => a.localeCompare(b));

describe('a MediaConvert job', () => {
  it('clips each source by its own frames, the last frame included', () => {
    expect(clipping({ fps: 50, start: 1, duration: 2 })).toEqual({
      StartTimecode: '00:00:01:00',
      EndTimecode: '00:00:02:49',
    });
    // 29.97 is written drop-frame; a minute in is frame 1798, labelled 59;28.
    expect(clipping({ fps: 29.97, start: 60, duration: 1.5 }).StartTimecode).toBe('00:00:59;28');
    // Never shorter than a frame.
    expect(clipping({ fps: 25, start: 0, duration: 0.001 })).toEqual({
      StartTimecode: '00:00:00:00',
      EndTimecode: '00:00:00:00',
    });
  });

  it('places the mark where the MP4 export burns it', () => {
    const mark = plan.mark!;
    // 2% of 1920 is 38 px from the right and bottom edges.
    expect(markPosition(mark)).toMatchObject({ ImageX: 1920 - 96 - 38, ImageY: 1080 - 40 - 38 });
    expect(markPosition({ ...mark, position: 'top-left' })).toMatchObject({
      ImageX: 38,
      ImageY: 38,
    });
    expect(markPosition({ ...mark, position: 'center' })).toMatchObject({
      ImageX: 912,
      ImageY: 520,
      Opacity: 50,
    });
  });

  it('renders the items in order with SPEC §9’s encoding, into the archive', () => {
    const job = mediaConvertJob(plan);
    const settings = job.Settings!;
    expect(settings.Inputs!.map((i) => i.FileInput)).toEqual(plan.inputs.map((i) => i.url));
    expect(settings.Inputs![0]).toMatchObject({
      TimecodeSource: 'ZEROBASED',
      InputClippings: [{ StartTimecode: '00:00:01:00', EndTimecode: '00:00:02:49' }],
    });
    const group = settings.OutputGroups![0]!;
    expect(group.OutputGroupSettings!.FileGroupSettings!.Destination).toBe(plan.destination);
    const output = group.Outputs![0]!;
    expect(output.ContainerSettings).toEqual({
      Container: 'MP4',
      Mp4Settings: { MoovPlacement: 'PROGRESSIVE_DOWNLOAD' },
    });
    expect(output.VideoDescription).toMatchObject({
      Width: 1920,
      Height: 1080,
      ScalingBehavior: 'DEFAULT',
      CodecSettings: {
        H264Settings: {
          RateControlMode: 'VBR',
          Bitrate: 6_400_000,
          MaxBitrate: 8_000_000,
          HrdBufferSize: 12_800_000,
          FramerateNumerator: 50,
          FramerateDenominator: 1,
        },
      },
    });
    expect(output.AudioDescriptions![0]!.CodecSettings!.AacSettings).toMatchObject({
      Bitrate: 320_000,
      SampleRate: 44_100,
      CodingMode: 'CODING_MODE_2_0',
    });
    // Without a role the document leaves it to whoever submits it (`--role`).
    expect(JSON.parse(JSON.stringify(job))).not.toHaveProperty('Role');
    expect(mediaConvertJob({ ...plan, role: 'arn:aws:iam::123456789012:role/MC' }).Role).toBe(
      'arn:aws:iam::123456789012:role/MC',
    );
  });

  describe('as the AWS SDK sends it', () => {
    let server: Server;
    let sent: unknown;
    beforeAll(async () => {
      server = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          sent = JSON.parse(body);
          response.writeHead(201, { 'content-type': 'application/json' });
          response.end('{"job":{"id":"1"}}');
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('has only members the SDK knows (it drops any other)', async () => {
      const client = new MediaConvertClient({
        region: 'ap-southeast-2',
        endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
      });
      const job = mediaConvertJob({ ...plan, role: 'arn:aws:iam::123456789012:role/MC' });
      await client.send(new CreateJobCommand(job));
      client.destroy();
      expect(sent).toMatchObject({ role: job.Role, settings: { inputs: expect.any(Array) } });
      // The SDK adds an idempotency token of its own.
      const { clientRequestToken, ...members } = sent as Record<string, unknown>;
      expect(clientRequestToken).toEqual(expect.any(String));
      expect(inOrder(leaves(members))).toEqual(inOrder(leaves(job)));
    });
  });
});
