interface ImportMetaEnv {
  /** Google Analytics 4 measurement id (G-XXXXXXX). Unset: analytics never loads, whatever the visitor chooses. */
  readonly PUBLIC_GA_MEASUREMENT_ID?: string;
  /** Vite's: true in `npm run dev` and in tests, false (and its branches dropped) in a production build. */
  readonly DEV: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare namespace Astro {
  interface ClientDirectives {
    /** Hydrate after load and first paint, then on idle (true), near the viewport (never under reduced motion: 'motion') or on first interaction. */
    'client:painted'?: true | 'visible' | 'motion' | 'interaction';
    /** Hydrate on the first touch of the island (or of elements matching a selector), or with the others ('companion'). */
    'client:touched'?: true | 'companion' | (string & {});
  }
}
