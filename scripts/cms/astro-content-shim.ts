// Stand-in for Astro's `astro:content` virtual module, so the content schemas in src/content.config.ts
// can be imported outside an Astro build (the Decap config generator and its parity test). A reference
// to another collection is its entry id (a string) and an image is a path: the same values the content
// files hold. Each carries a marker that the generator turns into a relation or an image widget.
import { z } from 'astro/zod';

export const defineCollection = <T>(collection: T): T => collection;

export const reference = (collection: string) => z.string().meta({ decapRelation: collection });

export const image = () => z.string().meta({ decapImage: true });
