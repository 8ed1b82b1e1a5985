/**
 * Repository and documentation links of the navbar. Deployments change them here (or set them to ''
 * to hide a link); the defaults point at the project README.
 */
export const SHELL_LINKS = {
  repository: '/admin/README.md',
  documentation: '/admin/README.md',
};
