/**
 * A thumbnail is cut from the tenant's asset media: the service reads the asset through the
 * asset service's queries and has no tables of its own.
 */
export { findAsset } from '../assets/repository';
