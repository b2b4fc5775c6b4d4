import { demoDataFromEnvironment } from '../config';
import { DEMO_MEDIA, TEST_MEDIA, type MediaProfile } from '../media/catalogue';
import { DEMO_SEED, TEST_SEED, type SeedProfile } from './seed';

/** The media and seed a server started from the command line makes (`DEMO_DATA`). */
export function demoData(env = process.env): { media: MediaProfile; seed: SeedProfile } {
  return demoDataFromEnvironment(env) === 'small'
    ? { media: TEST_MEDIA, seed: TEST_SEED }
    : { media: DEMO_MEDIA, seed: DEMO_SEED };
}
