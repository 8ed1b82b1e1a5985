/** Shown when a user has no avatar (SPEC §7 getInfo): a neutral silhouette, inlined so it costs no request. */
export const DEFAULT_AVATAR =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c9cdd4"/>' +
      '<circle cx="32" cy="25" r="12" fill="#fff"/><path d="M10 60c2-13 11-20 22-20s20 7 22 20z" fill="#fff"/></svg>',
  );
