/** The manifest at the root of a theme zip. */
export const THEME_MANIFEST = 'theme.json';

/** What `theme.json` says: where the theme came from and, per pipe, which template renders what. */
export interface ThemeManifest {
  format: 'zhuxie-theme';
  version: number;
  site: { name: string; path: string };
  templateSuffix: string;
  exportTime: string;
  pipes: { code: string; name: string; props: Record<string, string> }[];
}

/** Static assets a theme may carry beside its templates (never pages, scripts of the server, or archives). */
export const THEME_ASSET_EXTENSIONS = [
  'css',
  'js',
  'map',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'ico',
  'bmp',
  'woff',
  'woff2',
  'ttf',
  'otf',
  'eot',
  'txt',
  'json',
];

/**
 * Limits of a theme upload: the zip itself, its entries, its total and per-file uncompressed size, and the
 * compression ratio a file may reach (a zip bomb reaches thousands; text themes stay well under 100).
 */
export const THEME_LIMITS = {
  uploadBytes: 20 * 1048576,
  maxEntries: 2000,
  maxTotalBytes: 100 * 1048576,
  maxEntryBytes: 20 * 1048576,
  maxRatio: 100,
  ratioFloorBytes: 64 * 1024,
};
