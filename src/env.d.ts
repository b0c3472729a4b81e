interface ImportMetaEnv {
  /** Google Analytics 4 measurement id (G-XXXXXXX). Unset: analytics never loads, whatever the visitor chooses. */
  readonly PUBLIC_GA_MEASUREMENT_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
