/** The part of autocannon 9 (no types of its own) that the benchmarks use. */
declare module 'autocannon' {
  export interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface RequestOptions extends RawRequest {
    setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers?: Record<string, string>,
    ) => void;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    /** Requests a second over every connection: a fixed load. */
    overallRate?: number;
    requests?: RequestOptions[];
  }
  export interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  export interface Result {
    latency: Histogram;
    requests: Histogram & { sent: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number } | undefined>;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
