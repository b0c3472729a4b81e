import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundlingSettings } from './config.ts';

describe('bundlingSettings (netlify.toml as Netlify builds the functions)', () => {
  it("reads this site's netlify.toml: the functions directory, esbuild, Node 24", () => {
    const settings = bundlingSettings(readFileSync('netlify.toml', 'utf8'), '/site');
    expect(settings.directory).toBe('netlify/functions');
    expect(settings.nodeVersion).toBe('24');
    expect(settings.config['*']).toMatchObject({
      nodeBundler: 'esbuild_zisi',
      nodeVersion: '24',
      includedFilesBasePath: '/site',
    });
  });

  it('applies [functions] to every function and a [functions."name"] table over it to that one', () => {
    const toml = [
      '[build]',
      '  functions = "fns"',
      '[functions]',
      '  node_bundler = "nft"',
      '  external_node_modules = ["sharp"]',
      '[functions."report"]',
      '  node_bundler = "esbuild"',
      '  included_files = ["templates/**"]',
      '  schedule = "@daily"',
    ].join('\n');
    const { directory, config } = bundlingSettings(toml, '/site');
    expect(directory).toBe('fns');
    expect(config['*']).toMatchObject({ nodeBundler: 'nft', externalNodeModules: ['sharp'] });
    expect(config.report).toMatchObject({
      nodeBundler: 'esbuild_zisi',
      externalNodeModules: ['sharp'],
      includedFiles: ['templates/**'],
      schedule: '@daily',
    });
  });
});
