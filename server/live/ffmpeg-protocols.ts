import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { LiveProtocol } from '../../src/core/api/contract';

const run = promisify(execFile);

/** The input protocols an ffmpeg's `-protocols` lists (between "Input:" and "Output:"). */
export function inputProtocols(listing: string): Set<string> {
  const input = /Input:([\s\S]*?)(?:Output:|$)/.exec(listing)?.[1] ?? '';
  return new Set(input.split(/\s+/).filter(Boolean));
}

/**
 * Which live protocols an ffmpeg can listen with: Debian's has SRT (libsrt) and RTMP; a build
 * without libsrt takes RTMP only. Asked once; an ffmpeg that cannot be asked takes neither.
 */
export async function liveProtocolsOf(ffmpeg: string): Promise<Set<LiveProtocol>> {
  const { stdout } = await run(ffmpeg, ['-hide_banner', '-protocols']).catch(() => ({
    stdout: '',
  }));
  const input = inputProtocols(stdout);
  return new Set((['srt', 'rtmp'] as const).filter((p) => input.has(p)));
}
