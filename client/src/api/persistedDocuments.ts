/**
 * Trusted documents of the web client (docs/api.md 'Trusted documents'), built by codegen.ts: not
 * part of the app bundle (nothing in the app imports this file).
 *
 * - Each typed document gets `__meta__: { hash }` (typed-document-node's
 *   `unstable_onExecutableDocumentNode`); Apollo keeps that property through its own document
 *   transforms, so the persisted-query link (apollo.ts) reads the hash from the document it sends.
 * - `client/src/api/generated/persisted-documents.json` maps each hash to the document text as
 *   Apollo Client sends it (with `__typename` added and the client-only directives removed): the
 *   server (server/src/graphql/persisted.ts) runs that text when a request carries only the hash.
 *
 * The text is canonical (the operation, then its fragments by name), so the same documents always
 * give the same file and hashes, whatever order codegen finds them in.
 */
import { addTypenameToDocument } from '@apollo/client/utilities';
import { Kind, print, visit, type DefinitionNode, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { createHash } from 'node:crypto';

/** Directives Apollo Client removes before a document leaves the browser (QueryManager's serverQuery). */
const CLIENT_ONLY_DIRECTIVES = new Set(['connection', 'nonreactive', 'unmask']);

/** The document as Apollo Client sends it. `@client` fields are not supported (the app has none). */
export function serverDocument(document: DocumentNode): DocumentNode {
  return visit(addTypenameToDocument(document), {
    Directive(node) {
      if (node.name.value === 'client') throw new Error('persisted documents: @client fields are not supported');
      return CLIENT_ONLY_DIRECTIVES.has(node.name.value) ? null : undefined;
    },
  });
}

const isOperation = (d: DefinitionNode): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION;
const isFragment = (d: DefinitionNode): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION;

/** The stored text of one operation document (one operation and the fragments it uses). */
export function persistedText(document: DocumentNode): string {
  const sent = serverDocument(document);
  const operations = sent.definitions.filter(isOperation);
  if (operations.length !== 1) throw new Error(`persisted documents: expected one operation, found ${operations.length}`);
  const fragments = sent.definitions.filter(isFragment).sort((a, b) => (a.name.value < b.name.value ? -1 : a.name.value > b.name.value ? 1 : 0));
  return [operations[0]!, ...fragments].map((d) => print(d)).join('\n\n');
}

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export function persistedHash(document: DocumentNode): string {
  return sha256(persistedText(document));
}

/** Each operation of these files with the fragments it reaches (from any file), as its own document. */
export function operationDocuments(files: readonly DocumentNode[]): DocumentNode[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const file of files) for (const d of file.definitions.filter(isFragment)) fragments.set(d.name.value, d);
  const reached = (node: DefinitionNode, into: Map<string, FragmentDefinitionNode>) => {
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const fragment = fragments.get(name);
        if (!fragment) throw new Error(`persisted documents: unknown fragment ${name}`);
        if (into.has(name)) return;
        into.set(name, fragment);
        reached(fragment, into);
      },
    });
    return into;
  };
  return files.flatMap((file) =>
    file.definitions.filter(isOperation).map((operation) => ({
      kind: Kind.DOCUMENT,
      definitions: [operation, ...reached(operation, new Map()).values()],
    })),
  );
}

/** hash → text of every operation, sorted by hash. Two operations with one name are refused. */
export function buildManifest(files: readonly DocumentNode[]): Record<string, string> {
  const byName = new Map<string, string>();
  const entries = operationDocuments(files).map((document) => {
    const operation = document.definitions.find(isOperation)!;
    const name = operation.name?.value;
    if (!name) throw new Error('persisted documents: every operation needs a name');
    const text = persistedText(document);
    const hash = sha256(text);
    if (byName.has(name) && byName.get(name) !== hash) throw new Error(`persisted documents: two operations named ${name}`);
    byName.set(name, hash);
    return [hash, text] as const;
  });
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The codegen plugin writing persisted-documents.json (loaded through codegen.ts's pluginLoader). */
export const persistedDocumentsPlugin = {
  plugin: (_schema: unknown, documents: readonly { document?: DocumentNode }[]) =>
    `${JSON.stringify(buildManifest(documents.flatMap((d) => (d.document ? [d.document] : []))), null, 2)}\n`,
};
