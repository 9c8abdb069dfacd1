import { describe, expect, it } from 'vitest';
import { kebabCase, operationSlug, uniqueSlugs } from '../../../src/generators/openapi/slug.js';

describe('kebabCase', () => {
  it.each([
    ['ListVMs', 'list-v-ms'],
    ['ListEndpointGPULocations', 'list-endpoint-gpu-locations'],
    ['GetKubeConfig', 'get-kube-config'],
    ['ListSSHKeys', 'list-ssh-keys'],
    ['CreateVM', 'create-vm'],
    ['ListSupercomputerTemplatesAvailability', 'list-supercomputer-templates-availability'],
    ['XMLHttpRequest', 'xml-http-request'],
    ['getV2Items', 'get-v-2-items'],
    ['fooBar_baz-Qux', 'foo-bar-baz-qux'],
    ['already-kebab', 'already-kebab'],
    ['Virtual machines', 'virtual-machines'],
  ])('%s → %s (as lodash kebabCase)', (input, slug) => {
    expect(kebabCase(input)).toBe(slug);
  });
});

describe('operationSlug', () => {
  it('uses the operationId', () => {
    expect(operationSlug({ operationId: 'ListVMs', method: 'get', path: '/vms' })).toBe('list-v-ms');
  });

  it('falls back to the method and path without an operationId', () => {
    expect(operationSlug({ method: 'get', path: '/vms/{vm_id}' })).toBe('get-vms-vm-id');
    expect(operationSlug({ method: 'post', path: '/' })).toBe('post');
  });

  it('keeps slugs unique in order, away from reserved ones', () => {
    expect(uniqueSlugs(['get-a-b', 'get-a-b', 'overview'], ['overview'])).toEqual(['get-a-b', 'get-a-b-2', 'overview-2']);
  });
});
