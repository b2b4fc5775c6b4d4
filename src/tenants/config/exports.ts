import type { CaptionSetName, ExportOption } from './types';

export const MP4_EXPORT: ExportOption = {
  name: 'video',
  label: 'MP4',
  actionLabel: 'Export MP4',
  description: 'One MP4 of the whole collection in order: 1080p, 50 fps, AAC stereo.',
};

/** An MP4 export with the family's captions. */
export const mp4WithCaptions = (captions: CaptionSetName): ExportOption => ({
  ...MP4_EXPORT,
  captions,
});

export const EDL_EXPORT: ExportOption = {
  name: 'edl',
  label: 'EDL',
  actionLabel: 'Export EDL',
  description: 'A CMX3600 edit decision list for your editing suite, with the source clips named.',
};

export const URL_EXPORT: ExportOption = {
  name: 'url',
  label: 'Playback link',
  actionLabel: 'Make playback link',
  description:
    'A link that plays the whole collection, bumpers included, in any HLS player, until the link expires. Nothing is rendered.',
};

export const IMAGE_COLLECTION_EXPORT: ExportOption = {
  name: 'img-collections',
  label: 'Image collection',
  actionLabel: 'Export images',
  description: 'The collection’s stills at full resolution, in one archive.',
};

/** Cricket's delivery to its own storage (SPEC §9 "Cricket S3 export"; where: src/tenants/operations.ts). */
export const CRICKET_S3_EXPORT: ExportOption = {
  name: 'mp4-s3',
  label: 'MP4 to archive',
  actionLabel: 'Send to archive',
  description:
    'An MP4 (1920x1080, 50 fps, 6.4 Mb/s; AAC 320 kb/s 44.1 kHz stereo) delivered to the broadcast archive, in a folder named by the date and time.',
};

/** The test tenant's variant: audio copied as it is, and a text overlay naming the clip. */
export const CRICKET_TEST_EXPORT: ExportOption = {
  ...CRICKET_S3_EXPORT,
  description:
    'A test MP4 to the archive: audio copied unchanged, each clip’s name overlaid on the picture.',
  render: { audio: 'copy', textOverlay: true },
};

/** An AWS Elemental MediaConvert job, as a document to submit, rendering into the archive. */
export const CRICKET_MEDIACONVERT_EXPORT: ExportOption = {
  name: 'mediaconvert',
  label: 'MediaConvert job',
  actionLabel: 'Make job document',
  description:
    'The JSON of a MediaConvert CreateJob request for this collection (clips cut by timecode, the broadcast encoding), for your cloud team to submit.',
};

/** A request for footage, sent by mail to whoever releases it (the event feed's evidence desk). */
export const FOOTAGE_REQUEST_EXPORT: ExportOption = {
  name: 'form',
  label: 'Request a copy',
  actionLabel: 'Send request',
  description:
    'Sends a request for this footage to the person who releases it, with your notes. They reply by mail.',
  form: {
    outputTypes: ['Evidence copy (MP4)', 'Original camera files'],
    recipients: [
      { name: 'Evidence desk', email: 'evidence.desk@sentinelevents.example' },
      { name: 'Media liaison', email: 'media.liaison@sentinelevents.example' },
    ],
  },
};

/** Rugby's cart: the person continues on the tenant's own site (SPEC §7). */
export function cartExport(host: string): ExportOption {
  return {
    name: 'custom',
    label: 'Order broadcast copy',
    actionLabel: 'Continue to cart',
    description:
      'Order the collection as a broadcast deliverable through your account on our site.',
    custom: {
      id: 'rugby-cart',
      host,
      callback: `https://${host}/cart/callback`,
      options: { outputTypes: ['MP4 1080p', 'Broadcast master (ProRes 422)'] },
    },
  };
}

/** The output types an export entry lets the person choose between: none for most. */
export function outputTypesOf(option: ExportOption): readonly string[] {
  return option.custom?.options.outputTypes ?? option.form?.outputTypes ?? [];
}
