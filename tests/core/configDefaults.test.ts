import { describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config/schema.js';

describe('generated references without a routeBasePath', () => {
  it('serve an OpenAPI reference at /api and a CLI reference at /cli', () => {
    const config = configSchema.parse({ openapi: { file: 'openapi.yaml' }, cliReference: { file: 'cli.yaml' } });
    expect(config.openapi?.routeBasePath).toBe('/api');
    expect(config.cliReference?.routeBasePath).toBe('/cli');
    // A route the config gives is kept.
    expect(configSchema.parse({ cliReference: { file: 'cli.yaml', routeBasePath: '/cli/commands' } }).cliReference?.routeBasePath).toBe('/cli/commands');
  });
});

describe('the site url', () => {
  it('is spelled with two slashes after the scheme, as a browser and Docusaurus\'s sitemap read it, where written with one or three', () => {
    expect(configSchema.parse({ url: 'https:/example.com' }).url).toBe('https://example.com');
    expect(configSchema.parse({ url: 'http:///example.com/' }).url).toBe('http://example.com/');
    expect(configSchema.parse({ url: 'https://example.com' }).url).toBe('https://example.com');
  });
});
