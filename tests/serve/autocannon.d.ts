// autocannon ships no types; this covers the programmatic use in the load test.
declare module 'autocannon' {
  interface AutocannonRequest {
    path?: string;
    method?: string;
    headers?: Record<string, string>;
  }
  interface AutocannonOptions {
    url: string;
    connections?: number;
    amount?: number;
    duration?: number;
    timeout?: number;
    requests?: AutocannonRequest[];
  }
  interface AutocannonResult {
    errors: number;
    timeouts: number;
    non2xx: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    requests: { total: number; average: number };
    latency: { p99: number; average: number };
  }
  function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
  export default autocannon;
}
