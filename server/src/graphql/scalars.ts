import { GraphQLError, Kind } from 'graphql';
import { builder } from './builder';

builder.scalarType('DateTime', {
  description: 'ISO-8601 date and time in UTC',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value as string).toISOString()),
  parseValue: (value) => {
    const d = new Date(String(value));
    if (Number.isNaN(d.getTime())) throw new GraphQLError('DateTime must be an ISO-8601 string');
    // The database (and Prisma) store years 1-9999; JavaScript dates reach year 275760.
    const year = d.getUTCFullYear();
    if (year < 1 || year > 9999) throw new GraphQLError('DateTime must be between year 1 and 9999');
    return d;
  },
});

builder.scalarType('Decimal', {
  description: 'Exact decimal number (money, rates) as a string, e.g. "12.50"',
  serialize: (value) => String(value),
  parseValue: (value) => {
    if (typeof value !== 'string' && typeof value !== 'number') throw new GraphQLError('Decimal must be a string');
    return String(value);
  },
  parseLiteral: (ast) => {
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return ast.value;
    throw new GraphQLError('Decimal must be a string');
  },
});

builder.scalarType('JSON', {
  description: 'Any JSON value',
  serialize: (value) => value,
  parseValue: (value) => value,
});
