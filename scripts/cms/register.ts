// Node module hook: resolves `astro:content` to the stand-in beside this file (see astro-content-shim.ts).
import { registerHooks } from 'node:module';

const shim = new URL('./astro-content-shim.ts', import.meta.url).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'astro:content') return { url: shim, shortCircuit: true };
    return nextResolve(specifier, context);
  },
});
