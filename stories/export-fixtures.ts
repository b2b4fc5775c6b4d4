import type { ExportStatusItem } from '../src/core/api/contract';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();
const daysAhead = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

function item(overrides: Partial<ExportStatusItem>): ExportStatusItem {
  return {
    id: 'story-export',
    category: 'render:video',
    status: 'SUCCESS',
    progress: 100,
    fileName: 'Final overs.mp4',
    duration: 96,
    createdAt: hoursAgo(2),
    expiryDate: daysAhead(7),
    downloadURL: '#download',
    files: [{ name: 'Final overs.mp4', url: '#download', size: 48_000_000 }],
    deliveredTo: null,
    reason: null,
    collection: { id: 'story-collection-1', title: 'Final overs' },
    email: 'analyst@vidsearch.example',
    ...overrides,
  };
}

/** One export in each state the list shows, newest first. */
export const FIXTURE_EXPORTS: ExportStatusItem[] = [
  item({
    id: 'running',
    status: 'STARTED',
    progress: 42,
    fileName: 'Kohli boundaries, second innings, every angle for the broadcast package.mp4',
    createdAt: hoursAgo(0.1),
    expiryDate: null,
    downloadURL: null,
    files: [],
    collection: {
      id: 'c2',
      title: 'Kohli boundaries, second innings, every angle for the broadcast package',
    },
  }),
  item({
    id: 'queued',
    status: 'QUEUED',
    progress: 0,
    fileName: 'Wickets.edl',
    category: 'render:edl',
    createdAt: hoursAgo(0.2),
    expiryDate: null,
    downloadURL: null,
    files: [],
  }),
  item({}),
  item({
    id: 'edl',
    category: 'render:edl',
    fileName: 'Final overs.edl',
    files: [
      { name: 'Final overs.edl', url: '#edl', size: 2_000 },
      { name: 'Final overs.otio', url: '#otio', size: 9_000 },
    ],
    downloadURL: '#edl',
    createdAt: hoursAgo(3),
  }),
  item({
    id: 'failed',
    status: 'FAILURE',
    progress: 0,
    fileName: 'Day one.mp4',
    reason: 'The video could not be rendered. It was tried several times; try again later.',
    createdAt: hoursAgo(5),
    expiryDate: null,
    downloadURL: null,
    files: [],
  }),
  item({
    id: 'cancelled',
    status: 'REVOKED',
    progress: 0,
    fileName: 'Day two.mp4',
    reason: 'Cancelled.',
    createdAt: hoursAgo(6),
    expiryDate: null,
    downloadURL: null,
    files: [],
  }),
  item({
    id: 'archive',
    category: 'render:mp4-s3',
    status: 'DELIVERED',
    fileName: 'Final overs for the archive.mp4',
    deliveredTo: 's3://club-archive/exports/2026-11-24T09-12-00Z/Final overs for the archive.mp4',
    createdAt: hoursAgo(3.5),
  }),
  item({
    id: 'link',
    category: 'render:url',
    status: 'DELIVERED',
    fileName: 'Final overs.m3u8',
    deliveredTo:
      'https://app.vidsearch.example/middleware/publication/t/exports/link/files/0/Final%20overs.m3u8?sig=story',
    files: [{ name: 'Final overs.m3u8', url: '#m3u8', size: 3_000 }],
    createdAt: hoursAgo(4),
  }),
  item({
    id: 'expired',
    fileName: 'Last season.mp4',
    createdAt: hoursAgo(24 * 10),
    expiryDate: hoursAgo(24 * 3),
  }),
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A still as the export's preview answers it: a drawn picture in the shape, its caption. */
function previewOf(aspect: string, caption: string | null) {
  const [w, h] = aspect.split(':').map(Number) as [number, number];
  const width = 360;
  const height = Math.round((width * h) / w);
  const words = caption
    ? `<rect x="40" y="${height * 0.72}" width="${width - 80}" height="34" fill="#000" fill-opacity="0.65"/><text x="${width / 2}" y="${height * 0.72 + 24}" fill="#FFD23F" font-family="sans-serif" font-weight="700" font-size="20" text-anchor="middle">${caption}</text>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#2d6a4f"/><circle cx="${width / 2}" cy="${height / 2}" r="24" fill="#fff"/>${words}</svg>`;
  return {
    image: `data:image/svg+xml,${encodeURIComponent(svg)}`,
    item: 0,
    name: 'VR Iyer · JJ Bumrah',
    caption,
    aspect,
  };
}

/** The publication calls from fixtures; null for any other call. */
export function exportCall(url: URL, init: RequestInit | undefined, empty: boolean) {
  const path = url.pathname;
  if (!path.includes('/publication/')) return null;
  if (path.endsWith('/status'))
    return json({ results: empty ? [] : FIXTURE_EXPORTS, links: { next: null } });
  if (init?.method === 'POST' && path.endsWith('/preview')) {
    const body = JSON.parse(typeof init.body === 'string' ? init.body : '{}') as {
      aspect?: string;
      captions?: boolean;
    };
    return json(previewOf(body.aspect ?? '16:9', body.captions ? 'SIX! VR Iyer' : null));
  }
  if (init?.method === 'POST' && path.includes('/export/')) {
    const body = JSON.parse(typeof init.body === 'string' ? init.body : '{}') as {
      fileName?: string;
    };
    return json(
      item({
        id: 'story-started',
        status: 'STARTED',
        progress: 35,
        fileName: `${body.fileName ?? 'Export'}.mp4`,
        expiryDate: null,
        downloadURL: null,
        files: [],
      }),
      202,
    );
  }
  if (path.endsWith('/story-started'))
    return json(item({ id: 'story-started', status: 'STARTED', progress: 35, files: [] }));
  if (path.endsWith('/cancel') || path.endsWith('/retry'))
    return json(item({ status: path.endsWith('/cancel') ? 'REVOKED' : 'QUEUED' }));
  return null;
}
