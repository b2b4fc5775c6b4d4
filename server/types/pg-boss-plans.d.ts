/** The part of pg-boss 10's SQL plans (no types of their own) that the job queue uses. */
declare module 'pg-boss/src/plans.js' {
  export function completeJobs(schema: string): string;
  export function failJobsById(schema: string): string;
}
