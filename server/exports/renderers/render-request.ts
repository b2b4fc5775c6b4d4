import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ExportClip } from '../plan';
import type { Renderer, RenderJob } from './renderer';
import { frameRateOf, framesFromSeconds, timecode } from './timecode';

export class FormRecipientMissingError extends Error {
  constructor() {
    super('The desk this request was for no longer receives footage requests; ask again.');
  }
}

/** One line per item: where it is in its source, and a link to watch just that part. */
function itemLine(job: RenderJob, clip: ExportClip): string {
  const { fps, files } = clip.asset.media;
  const place = `${clip.index}. ${clip.name}${clip.kind === 'bumper' ? ' (bumper)' : ''}`;
  if (!(fps > 0) || !files.mp4) return `${place}\n   Still, asset ${clip.assetId}`;
  const rate = frameRateOf(fps);
  const first = framesFromSeconds(clip.start, rate);
  const last = framesFromSeconds(clip.start + clip.duration, rate);
  const span = `${timecode(first, rate)} – ${timecode(last, rate)}`;
  const watch = `${job.mediaUrl(clip.assetId)}#t=${clip.start},${clip.start + clip.duration}`;
  return `${place}\n   Asset ${clip.assetId}, ${span} (${clip.duration.toFixed(1)} s)\n   Watch: ${watch}`;
}

/** The request as its recipient reads it; the requester keeps the same text. */
export function requestText(job: RenderJob): string {
  const outputType = job.options.outputType ?? 'a copy';
  const notes = job.options.notes?.trim();
  const total = job.clips.reduce((sum, c) => sum + c.duration, 0);
  return [
    `${job.requestedBy} asks for “${job.title}” as ${outputType}.`,
    '',
    ...(notes ? ['Their notes:', notes, ''] : []),
    `The footage, ${job.clips.length} item${job.clips.length === 1 ? '' : 's'} in order, ${total.toFixed(1)} s in all`,
    '(source in – out, at each source’s own frame rate):',
    '',
    ...job.clips.map((clip) => itemLine(job, clip)),
    '',
    `Reply to ${job.requestedBy} to send the footage or to ask about it.`,
    `The links above work until the request expires. Request ${job.exportId}, made ${job.requestedAt.toISOString()}.`,
    '',
  ].join('\n');
}

/**
 * Form: a request for the collection's footage, mailed to the desk that releases it (one of the
 * tenant's form recipients, never an address the requester types), with their notes and chosen
 * output type, each item by source timecode with a link to watch it. The requester gets a
 * receipt, and the request is kept as the export's file. DELIVERED to the recipient.
 */
export const renderFootageRequest: Renderer = async (job) => {
  // Checked when it was asked for; checked again, since the tenant's desks may have changed.
  const recipient = job.option.form?.recipients.find(
    (r) => r.email === job.options.recipient,
  )?.email;
  if (!recipient) throw new FormRecipientMissingError();
  const text = requestText(job);
  const file = path.join(job.workDir, 'request.txt');
  await writeFile(file, text);
  job.progress({ percent: 50 });
  await job.deliveries.mailer.send({
    to: recipient,
    subject: `Footage request: ${job.title}`,
    text,
    data: { exportId: job.exportId, replyTo: job.requestedBy },
  });
  await job.deliveries.mailer.send({
    to: job.requestedBy,
    subject: `Your request for “${job.title}” was sent`,
    text: `We sent your request to ${recipient}. They will reply to you by mail.\n\n${text}`,
    data: { exportId: job.exportId },
  });
  return {
    files: [{ path: file, name: `${job.fileName}.txt`, contentType: 'text/plain; charset=utf-8' }],
    deliveredTo: recipient,
  };
};
