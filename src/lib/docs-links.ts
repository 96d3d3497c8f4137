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

/**
 * How a message names a section: its file and the heading's anchor as the repository's web view
 * makes it (`docs/importing.md#administrative-boundaries`), a name to find or follow, in any UI language.
 */
export function docsReference(section: DocsSection): string {
  const anchor = section.heading.toLowerCase().replace(/[^\p{L}\p{N} -]/gu, '').replace(/ /g, '-');
  return `${section.file}#${anchor}`;
}
