/** The commonmark-spec package (no types of its own): the spec's examples, numbered as the spec numbers them. */
declare module 'commonmark-spec' {
  const spec: {
    text: string;
    tests: { markdown: string; html: string; section: string; number: number }[];
  };
  export default spec;
}
