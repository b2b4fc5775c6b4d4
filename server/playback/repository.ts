/**
 * The playback service reads the tenant's asset records (their media, duration and kind)
 * through the asset service's queries; it has no tables of its own.
 */
export { findAssets } from '../assets/repository';
