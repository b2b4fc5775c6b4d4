import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Locator, Page } from 'playwright-core';

const run = promisify(execFile);

/** A match as a broadcaster sends it: 1080p H.264 with sound and a timecode track. */
export async function makeMatch(
  dir: string,
  name: string,
  seconds: number,
  size = '1920x1080',
): Promise<string> {
  const file = path.join(dir, name);
  // prettier-ignore
  await run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25:duration=${seconds}`,
    '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-timecode', '10:00:00:00',
    '-shortest', file,
  ]);
  return file;
}

/**
 * Chooses files through the page's own picker, as a person does, and sends them with the
 * details the form fills from their names (or as `fill` corrects them).
 */
export async function choose(page: Page, files: string[], fill?: (form: Locator) => Promise<void>) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Choose video files' }).click(),
  ]);
  await chooser.setFiles(files);
  const what = files.length === 1 ? '1 video' : `${files.length} videos`;
  const form = page.getByRole('dialog', { name: `Add ${what}` });
  await form.waitFor();
  await fill?.(form);
  await form.getByRole('button', { name: `Upload ${what}` }).click();
  await form.waitFor({ state: 'detached' });
}
