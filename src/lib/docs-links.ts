/**
 * The sections of the project's docs that the console points its users to. The console is served
 * without the docs, so its messages name a section by file and heading (`docsReference`);
 * scripts/docs-references.test.ts checks that every file and heading here exists.
 */
export interface DocsSection {
  /** The file, from the repository's root. */
  file: string;
  /** The heading's text, exactly as the file writes it. */
  heading: string;
}

export const DOCS_SECTIONS = {
  /** Every kind of data the emulator imports, with the files, their sources and licences. */
  importing: { file: 'docs/importing.md', heading: 'Importing real data' },
  /** Importing administrative-dong boundaries (--admin). */
  adminBoundaries: { file: 'docs/importing.md', heading: 'Administrative boundaries' },
} as const satisfies Record<string, DocsSection>;

/** How a message names a section: `docs/importing.md, "Administrative boundaries"`. */
export function docsReference(section: DocsSection): string {
  return `${section.file}, "${section.heading}"`;
}
