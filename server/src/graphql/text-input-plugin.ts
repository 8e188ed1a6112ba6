// A Pothos plugin that refuses text PostgreSQL cannot store (NUL characters, unpaired UTF-16
// surrogates) in any argument of any field, before a resolver runs: otherwise every text column
// and every search filter is a way to make the database answer with a server error.
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';
import { ValidationError } from '../platform/errors';
import { unstorableField } from '../platform/text-match';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Pothos plugins extend its global namespace
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      textInput: TextInputPlugin<Types>;
    }
  }
}

export class TextInputPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    if (Object.keys(fieldConfig.args).length === 0) return resolver;
    return (parent, args, context, info) => {
      const field = unstorableField(args, fieldConfig.name);
      if (field) throw new ValidationError([{ field, messageId: 'validation.invalidCharacters', params: {} }]);
      return resolver(parent, args, context, info);
    };
  }
}

SchemaBuilder.registerPlugin('textInput', TextInputPlugin);
