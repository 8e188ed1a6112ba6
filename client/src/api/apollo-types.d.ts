// Data masking with GraphQL Codegen's typescript-operations output (Apollo Client 4 guide):
// tells Apollo Client's hook types to use the generated masked fragment types.
import type { GraphQLCodegenDataMasking } from '@apollo/client/masking';

declare module '@apollo/client' {
  // module augmentation: only an (empty) interface merges into Apollo's TypeOverrides
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface TypeOverrides extends GraphQLCodegenDataMasking.TypeOverrides {}
}
