/** The studio's version, printed by --version and keying caches to this build. */
export const VERSION = '0.1.0';
