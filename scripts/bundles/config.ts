// How Netlify's build bundles the functions, read from netlify.toml: the functions directory, and the
// zip-it-and-ship-it settings each function gets, translated as Netlify's build translates them.
import type { Config, FunctionConfig } from '@netlify/zip-it-and-ship-it';
import { parse } from 'smol-toml';

/** The [functions] keys Netlify passes to the bundler (the rest, like `directory`, are not per function). */
interface TomlFunctionSettings {
  external_node_modules?: string[];
  included_files?: string[];
  ignored_node_modules?: string[];
  node_bundler?: string;
  name?: string;
  schedule?: string;
}

export interface BundlingSettings {
  /** The functions directory, relative to the project root. */
  directory: string;
  /** The Node.js major version functions run on (netlify.toml's NODE_VERSION). */
  nodeVersion: string;
  /** Per-pattern settings for zipFunctions: '*' for [functions], a name for [functions."name"]. */
  config: Config;
}

const isTable = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * As Netlify's build does: [functions]' own keys apply to every function ('*'), a [functions."name"]
 * table to that function; `esbuild` means esbuild with the older bundler as its fallback (`esbuild_zisi`),
 * included files resolve from the project root, and the runtime is the site's Node version.
 */
export function bundlingSettings(toml: string, root: string): BundlingSettings {
  const file = parse(toml);
  const functions = isTable(file.functions) ? file.functions : {};
  const build = isTable(file.build) ? file.build : {};
  const environment = isTable(build.environment) ? build.environment : {};
  const directory = String(functions.directory ?? build.functions ?? 'netlify/functions');
  const nodeVersion = String(environment.NODE_VERSION ?? process.versions.node.split('.')[0]);

  const everyFunction: TomlFunctionSettings = {};
  const perFunction: Record<string, TomlFunctionSettings> = {};
  for (const [key, value] of Object.entries(functions)) {
    if (key === 'directory') continue;
    if (isTable(value)) perFunction[key] = value as TomlFunctionSettings;
    else (everyFunction as Record<string, unknown>)[key] = value;
  }
  const translate = (settings: TomlFunctionSettings): FunctionConfig => ({
    externalNodeModules: settings.external_node_modules,
    includedFiles: settings.included_files,
    includedFilesBasePath: root,
    ignoredNodeModules: settings.ignored_node_modules,
    name: settings.name,
    schedule: settings.schedule,
    nodeVersion,
    nodeBundler: (settings.node_bundler === 'esbuild'
      ? 'esbuild_zisi'
      : settings.node_bundler) as FunctionConfig['nodeBundler'],
  });
  const config: Config = { '*': translate(everyFunction) };
  for (const [name, settings] of Object.entries(perFunction))
    config[name] = translate({ ...everyFunction, ...settings });
  return { directory, nodeVersion, config };
}
