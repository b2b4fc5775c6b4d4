import type { PlaybackController, PlaybackSnapshot } from './PlaybackController';

const SHUTTLE_RATES = [1, 2, 4];

/** J, L, comma and full stop, as the clip editor has them; whether the key was one. */
export function frameKey(
  key: string,
  controller: PlaybackController,
  snapshot: PlaybackSnapshot,
  fps: number,
): boolean {
  switch (key) {
    case 'k':
    case 'K':
      controller.pause();
      controller.setRate(1);
      return true;
    case 'j':
    case 'J':
      controller.pause();
      controller.setRate(1);
      controller.seekBy(-1);
      return true;
    case 'l':
    case 'L': {
      const playing = snapshot.status === 'playing';
      const faster = SHUTTLE_RATES[SHUTTLE_RATES.indexOf(snapshot.rate) + 1] ?? snapshot.rate;
      controller.setRate(playing ? faster : 1);
      controller.play();
      return true;
    }
    case ',':
    case '.':
      controller.pause();
      controller.seekBy((key === ',' ? -1 : 1) / fps);
      return true;
    default:
      return false;
  }
}
