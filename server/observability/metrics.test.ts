import { describe, expect, it } from 'vitest';
import { Metrics } from './metrics';

describe('metrics in the Prometheus text format', () => {
  it('counts, with labels escaped', async () => {
    const metrics = new Metrics();
    metrics.requests.inc({ method: 'GET', route: '/a"b\\c', status: '200' });
    metrics.requests.inc({ method: 'GET', route: '/a"b\\c', status: '200' });
    const text = await metrics.render();
    expect(text).toContain('# TYPE vs_http_requests_total counter');
    expect(text).toContain(
      'vs_http_requests_total{method="GET",route="/a\\"b\\\\c",status="200"} 2',
    );
  });

  it('keeps cumulative buckets, the sum and the count of a histogram', async () => {
    const metrics = new Metrics();
    for (const seconds of [0.003, 0.02, 0.3, 20]) metrics.latency.observe({ route: '/x' }, seconds);
    const text = await metrics.render();
    expect(text).toContain('vs_http_request_duration_seconds_bucket{route="/x",le="0.005"} 1');
    expect(text).toContain('vs_http_request_duration_seconds_bucket{route="/x",le="0.025"} 2');
    expect(text).toContain('vs_http_request_duration_seconds_bucket{route="/x",le="10"} 3');
    expect(text).toContain('vs_http_request_duration_seconds_bucket{route="/x",le="+Inf"} 4');
    expect(text).toContain('vs_http_request_duration_seconds_count{route="/x"} 4');
    expect(text).toMatch(/vs_http_request_duration_seconds_sum\{route="\/x"\} 20\.32/);
  });

  it('times jobs by outcome, and passes on what they return or throw', async () => {
    const metrics = new Metrics();
    expect(await metrics.timeJob('exports', async () => 'done')).toBe('done');
    await expect(
      metrics.timeJob('exports', async () => Promise.reject(new Error('no'))),
    ).rejects.toThrow('no');
    const text = await metrics.render();
    expect(text).toContain('vs_job_duration_seconds_count{queue="exports",outcome="completed"} 1');
    expect(text).toContain('vs_job_duration_seconds_count{queue="exports",outcome="failed"} 1');
  });

  it('reads gauges at each scrape, leaving out one that cannot be read', async () => {
    const metrics = new Metrics();
    let waiting = 3;
    metrics.gauge('vs_jobs', 'Jobs.', async () => [
      { labels: { state: 'created' }, value: waiting },
    ]);
    metrics.gauge('vs_broken', 'Never read.', async () => Promise.reject(new Error('away')));
    expect(await metrics.render()).toContain('vs_jobs{state="created"} 3');
    waiting = 1;
    const text = await metrics.render();
    expect(text).toContain('vs_jobs{state="created"} 1');
    expect(text).toContain('# TYPE vs_broken gauge');
    expect(text).not.toMatch(/^vs_broken/m);
  });
});
