// subset-font ships no types: the one call scripts/make-font.ts makes.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      /** OpenType feature tags to keep (all of them when left out). */
      keepFeatures?: string[];
    },
  ): Promise<Buffer>;
}
