/** The little of parse-prometheus-text-format (a Prometheus text format parser) the tests use. */
declare module 'parse-prometheus-text-format' {
  export interface Sample {
    labels?: Record<string, string>
    /** Counters, gauges and untyped samples. */
    value?: string
    /** Histograms: the cumulative count per upper bound (`le`), the count and the sum. */
    buckets?: Record<string, string>
    count?: string
    sum?: string
  }
  export interface MetricFamily {
    name: string
    help: string
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED'
    metrics: Sample[]
  }
  export default function parsePrometheusTextFormat(text: string): MetricFamily[]
}
