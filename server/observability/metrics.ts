/**
 * The server's figures in Prometheus' text format (version 0.0.4): requests, their latency,
 * jobs and how long they ran. One `Metrics` per server (tests build many in one process).
 */

type Labels = Readonly<Record<string, string>>;

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1800];

/** A label value as the format writes it: backslash, quote and newline escaped. */
const escaped = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

function labelText(labels: Labels): string {
  const entries = Object.entries(labels);
  return entries.length ? `{${entries.map(([k, v]) => `${k}="${escaped(v)}"`).join(',')}}` : '';
}

const keyOf = (labels: Labels) =>
  JSON.stringify(Object.entries(labels).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

class Counter {
  private readonly values = new Map<string, { labels: Labels; value: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
  ) {}
  inc(labels: Labels, by = 1): void {
    const key = keyOf(labels);
    const entry = this.values.get(key) ?? { labels, value: 0 };
    entry.value += by;
    this.values.set(key, entry);
  }
  render(): string[] {
    return [
      `# HELP ${this.name} ${this.help}`,
      `# TYPE ${this.name} counter`,
      ...[...this.values.values()].map((e) => `${this.name}${labelText(e.labels)} ${e.value}`),
    ];
  }
}

class Histogram {
  private readonly values = new Map<
    string,
    { labels: Labels; counts: number[]; sum: number; count: number }
  >();
  constructor(
    readonly name: string,
    readonly help: string,
    private readonly buckets: readonly number[],
  ) {}
  observe(labels: Labels, seconds: number): void {
    const key = keyOf(labels);
    const entry = this.values.get(key) ?? {
      labels,
      counts: this.buckets.map(() => 0),
      sum: 0,
      count: 0,
    };
    this.buckets.forEach((le, i) => {
      if (seconds <= le) entry.counts[i]! += 1;
    });
    entry.sum += seconds;
    entry.count += 1;
    this.values.set(key, entry);
  }
  render(): string[] {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`];
    for (const e of this.values.values()) {
      this.buckets.forEach((le, i) =>
        lines.push(
          `${this.name}_bucket${labelText({ ...e.labels, le: String(le) })} ${e.counts[i]}`,
        ),
      );
      lines.push(`${this.name}_bucket${labelText({ ...e.labels, le: '+Inf' })} ${e.count}`);
      lines.push(`${this.name}_sum${labelText(e.labels)} ${e.sum}`);
      lines.push(`${this.name}_count${labelText(e.labels)} ${e.count}`);
    }
    return lines;
  }
}

/** A figure read when scraped (jobs waiting, by state), from wherever it lives. */
export type GaugeReader = () => Promise<Array<{ labels: Labels; value: number }>>;

export class Metrics {
  readonly requests = new Counter('vs_http_requests_total', 'HTTP requests answered.');
  readonly latency = new Histogram(
    'vs_http_request_duration_seconds',
    'Time to answer an HTTP request.',
    LATENCY_BUCKETS,
  );
  readonly jobRuns = new Histogram(
    'vs_job_duration_seconds',
    'Time a job ran on this process, by queue and outcome.',
    JOB_BUCKETS,
  );
  readonly searchChanges = new Histogram(
    'vs_search_change_apply_seconds',
    'Time from a search change’s commit (any process) to this process’s index having it.',
    LATENCY_BUCKETS,
  );
  readonly searchesPassedOn = new Counter(
    'vs_search_passed_on_total',
    'Requests reading a tenant’s search index passed to the cluster’s process holding it.',
  );
  private readonly gauges: Array<{ name: string; help: string; read: GaugeReader }> = [];

  /** A gauge read at each scrape. */
  gauge(name: string, help: string, read: GaugeReader): void {
    this.gauges.push({ name, help, read });
  }

  /** Runs a job's handler and records how long it took and whether it failed. */
  async timeJob<T>(queue: string, run: () => Promise<T>): Promise<T> {
    const started = performance.now();
    let outcome = 'failed';
    try {
      const result = await run();
      outcome = 'completed';
      return result;
    } finally {
      this.jobRuns.observe({ queue, outcome }, (performance.now() - started) / 1000);
    }
  }

  async render(): Promise<string> {
    const lines = [
      ...this.requests.render(),
      ...this.latency.render(),
      ...this.jobRuns.render(),
      ...this.searchChanges.render(),
      ...this.searchesPassedOn.render(),
    ];
    for (const gauge of this.gauges) {
      lines.push(`# HELP ${gauge.name} ${gauge.help}`, `# TYPE ${gauge.name} gauge`);
      try {
        for (const { labels, value } of await gauge.read())
          lines.push(`${gauge.name}${labelText(labels)} ${value}`);
      } catch {
        // A figure that cannot be read now (the database is away) is left out of this scrape.
      }
    }
    return `${lines.join('\n')}\n`;
  }
}
