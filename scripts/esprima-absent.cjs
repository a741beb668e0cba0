// The renderer's stand-in for esprima (vite.config.ts, withoutEsprima): js-yaml 3 requires it
// inside a try for its !!js/function type, only in the full schema, and goes without it when
// the require throws, as its own browser build does. The OpenCode view reads frontmatter with
// safeLoad, which never has that type: 136 KB of parser the page loaded and never ran.
throw new Error('esprima is left out of the studio UI (js-yaml 3 goes without it)');
